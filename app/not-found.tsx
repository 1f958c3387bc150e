import type { Metadata } from 'next';
import { notFoundPage } from '@/lib/page/page-at';
import { NotFoundView } from './not-found-view';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección. Encuentra programas, admisiones y sedes desde el inicio.',
  robots: { index: false, follow: true },
};

/**
 * The boundary a page's notFound() shows. Next renders it into the payload of every page, and
 * client navigations to an unknown path show it; a document request for one is answered with the
 * server-rendered `/404` page instead (lib/page/load-route.ts).
 */
export default async function NotFound() {
  const at = await notFoundPage().catch(() => null);
  return <NotFoundView at={at?.kind === 'page' ? at : null} embedded />;
}
