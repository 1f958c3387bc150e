'use client';

import dynamic from 'next/dynamic';
import { Activity, lazy, type ComponentType } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { whenWanted } from '@/components/ui/when-wanted';

/**
 * The interactive leaves of the blocks (each in its kind's folder), each split into its own
 * chunk. Every page is served by the one catch-all route, whose script tags list every client
 * module its server tree imports: a static import would ship every block's client code (the
 * form stack, the carousel, the map…) to every page. Loaded from this client module, a page
 * downloads only the islands it renders; they are still rendered on the server. One module for
 * all of them: a module per folder costs every page a few hundred bytes of module wrappers.
 *
 * Through `next/dynamic`, an island's chunk is preloaded with the page. (In the browser it is the
 * React.lazy Next's renders there, without its server half: dynamic.browser.tsx.) Only the video
 * player still is: until it is hydrated its poster leads away, to YouTube, so it should be ready
 * before the first tap. The others load when wanted (`loadedWhenWanted` below, decisions 0032 and
 * 0038).
 */
export const VideoPlayer = dynamic(() => import('./video/video-player.client').then((m) => m.VideoPlayer));

type Wanted = {
  /** False for an island the first screen shows: only a touch or the loaded page's idle time brings it. */
  near?: boolean;
  /** Loads it with the page when true: an island that reads the address must show what it names. */
  atOnce?: () => boolean;
};

/**
 * An island the first paint does without, out of the page's first load: its code loads when the
 * part of the page matching `selector` is wanted (when-wanted.ts: within a screen of the viewport,
 * first touched, or the loaded page idle). Until then React leaves it as the server sent it, in an
 * `<Activity>` of its own, so that the rest of its block hydrates without it (decision 0023);
 * its script-only controls stay disabled meanwhile (use-hydrated.ts). An island the client
 * renders rather than hydrates (a navigation) loads at once: a navigation waits for its page's code.
 */
function loadedWhenWanted<P extends object>(selector: string, load: () => Promise<ComponentType<P>>, { near = true, atOnce }: Wanted = {}) {
  let rendered = () => {};
  const renderedByClient = new Promise<void>((resolve) => (rendered = resolve));
  const Island = lazy(() =>
    Promise.race([renderedByClient, atOnce?.() || whenWanted(selector, near)])
      .then(load)
      .then((component) => ({ default: component })),
  );
  // Inside the Activity: while the island's code is pending, this stays unhydrated with it, so
  // useHydrated() turns true only in a render by the client.
  function Wanted(props: P) {
    if (useHydrated()) rendered();
    return <Island {...props} />;
  }
  return function WhenWanted(props: P) {
    return (
      <Activity>
        <Wanted {...props} />
      </Activity>
    );
  };
}

/** A first-screen island's own: a touch or the idle time after the load, not its place (decision 0038). */
const firstScreen: Wanted = { near: false };
/** One that reads the address: a query or a fragment may name its state (the offer's filters, the campuses' page). */
const firstScreenFromAddress: Wanted = {
  near: false,
  atOnce: () => typeof window !== 'undefined' && (window.location.search.length > 1 || window.location.hash.length > 1),
};

export const SaveProgram = loadedWhenWanted('[data-save]', () => import('../shortlist/save-program.client').then((m) => m.SaveProgram), firstScreen);
export const CarouselClient = loadedWhenWanted('[data-carousel]', () => import('./carousel/carousel.client').then((m) => m.CarouselClient), firstScreen);
export const ProgramCtaBar = loadedWhenWanted('[data-cta-bar]', () => import('./program-detail/program-cta-bar.client').then((m) => m.ProgramCtaBar), firstScreen);
export const SearchMore = loadedWhenWanted('[data-results]', () => import('./search/search-more.client').then((m) => m.SearchMore), firstScreen);
export const ProgramFilters = loadedWhenWanted('#programas', () => import('./program-list/program-filters.client').then((m) => m.ProgramFilters), firstScreenFromAddress);
export const CampusPaginator = loadedWhenWanted('[data-pager]', () => import('./campus-list/campus-paginator.client').then((m) => m.CampusPaginator), firstScreenFromAddress);

/**
 * A form's enhancement (react-hook-form and its fields, the largest island) is wanted when a form
 * nears the viewport (decision 0024): until then the block is the server's HTML, a form that works
 * without scripts (decision 0010), and what the visitor answered is kept when it hydrates
 * (kept-answers.ts).
 */
export const FormBlockClient = loadedWhenWanted('form[data-form-id]', () => import('./forms/form-block.client').then((m) => m.FormBlockClient));
export const CostEstimator = loadedWhenWanted('[data-estimator]', () => import('../shortlist/cost-estimator.client').then((m) => m.CostEstimator));
export const Share = loadedWhenWanted('[data-share]', () => import('./shared/share.client').then((m) => m.Share));
export const CampusMapClient = loadedWhenWanted('[data-campus-map]', () => import('./shared/campus-map.client').then((m) => m.CampusMapClient));
