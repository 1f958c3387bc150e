import { lazy, type ComponentType } from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

/**
 * `next/dynamic` as the browser build sees it (next.config.mjs, `turbopack.resolveAlias`). On the
 * server, Next's own renders the island and preloads its chunk with the page, from the manifest
 * its build gathers from these calls; in the browser, it renders that island through
 * `React.lazy` and nothing else. This is that alone, without the server code Next's ships to
 * every page of the content route (decision 0036).
 *
 * Only the form the site uses: an island rendered on the server, without `loading` (lazy.client.tsx).
 * Any other form throws in development and in tests, where it is written; the production build
 * leaves the check out of every page's first load.
 * The children are an array of two as Next's are (its server-only preload, then the island), so
 * that `useId` inside an island is the same on both sides of hydration.
 */
export default function dynamic<P extends object>(load: () => Promise<Loaded<P>>, options?: { ssr?: boolean; loading?: unknown }) {
  if (process.env.NODE_ENV !== 'production' && (options?.ssr === false || options?.loading)) throw new Error('dynamic.browser.tsx: only islands rendered on the server, without `loading`');
  const Island = lazy(() => load().then((loaded) => ('default' in loaded ? loaded : { default: loaded })));
  return function LoadableComponent(props: P) {
    return (
      <>
        {null}
        <Island {...props} />
      </>
    );
  };
}
