import type { Metadata } from 'next';
import Link from 'next/link';
import { RenderBlocks } from '@/components/blocks/registry';
import { env } from '@/lib/config/env';
import { notFoundPage, pageContext } from '@/lib/page/page-at';
import { pageTitle } from '@/lib/seo/build-metadata';
import styles from './status-page.module.css';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección. Encuentra programas, admisiones y sedes desde el inicio.',
  robots: { index: false, follow: true },
};

/**
 * The page named 404 from the content service (rules §2), with a built-in fallback. Next renders
 * this component into the payload of every page (the boundary a page's notFound() shows), so its
 * blocks are rendered `embedded`: no image of it is preloaded by the pages that never show it.
 */
export default async function NotFound() {
  const at = await notFoundPage().catch(() => null);
  return (
    <div className={styles.page} data-page="404">
      {at?.kind === 'page' ? (
        <RenderBlocks
          blocks={at.page.blocks}
          context={{ config: at.config, pathname: at.resolution.pathname, siteUrl: env().SITE_URL, page: pageContext(at.page, at.resolution) }}
          title={pageTitle(at.page.meta.seo)}
          embedded
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
