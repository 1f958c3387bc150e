import { RenderBlocks } from '@/components/blocks/registry';
import { env } from '@/lib/config/env';
import { pageContext, type PageAt } from '@/lib/page/page-at';
import { pageTitle } from '@/lib/seo/build-metadata';
import styles from './status-page.module.css';

/**
 * The not-found page (rules §2): the content page named 404. When it cannot be loaded, the route
 * throws notFound() instead, and Next's boundary shows the built-in message (app/not-found.tsx).
 */
export function NotFoundView({ at }: { at: Extract<PageAt, { to: 'page' }> }) {
  return (
    <div className={styles.page} data-page="404">
      <RenderBlocks
        blocks={at.page.blocks}
        context={{ config: at.config, pathname: at.resolution.pathname, siteUrl: env().SITE_URL, page: pageContext(at.page, at.resolution) }}
        title={pageTitle(at.page.meta.seo)}
      />
    </div>
  );
}
