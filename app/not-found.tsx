import type { Metadata } from 'next';
import { NotFoundMessage } from './not-found-message.client';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección. Encuentra programas, admisiones y sedes desde el inicio.',
  robots: { index: false, follow: true },
};

/**
 * The boundary a page's notFound() shows. Next puts it in the payload of every page, so it is the
 * short built-in message, not the content service's 404 page (which every page would carry), and
 * a client component's (only a reference to it is in the payload).
 * An unknown path never shows it: the catch-all renders the content service's not-found page
 * there (lib/page/page-at.ts). It is left for a notFound() when that page cannot be loaded, where
 * it shows for a moment and then loads the path as a document (NotFoundMessage).
 */
export default function NotFound() {
  return <NotFoundMessage />;
}
