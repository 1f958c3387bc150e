import Link from 'next/link';
import { RenderBlocks } from '@/components/blocks/registry';
import { env } from '@/lib/config/env';
import { pageContext, type PageAt } from '@/lib/page/page-at';
import { pageTitle } from '@/lib/seo/build-metadata';
import styles from './status-page.module.css';

/**
 * The not-found page (rules §2): the content page named 404, or a built-in message when it cannot
 * be loaded (and in Next's not-found boundary, app/not-found.tsx).
 */
export function NotFoundView({ at }: { at: Extract<PageAt, { kind: 'page' }> | null }) {
  return (
    <div className={styles.page} data-page="404">
      {at ? (
        <RenderBlocks
          blocks={at.page.blocks}
          context={{ config: at.config, pathname: at.resolution.pathname, siteUrl: env().SITE_URL, page: pageContext(at.page, at.resolution) }}
          title={pageTitle(at.page.meta.seo)}
        />
      ) : (
        <div className="container section">
          <h1>No encontramos esta página</h1>
          <p>Es posible que la dirección haya cambiado o que la página ya no exista.</p>
          <Link href="/" className="btn">
            Ir al inicio
          </Link>
        </div>
      )}
    </div>
  );
}
