import type { Metadata } from 'next';
import { NotFoundReload } from '@/components/islands/not-found-reload.client';
import { NotFoundMessage } from './not-found-message.client';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección. Encuentra programas, admisiones y sedes desde el inicio.',
  robots: { index: false, follow: true },
};

/**
 * The boundary a page's notFound() shows. Next puts it in the payload of every page, so it is the
 * short built-in message, not the content service's 404 page (1.5 KB of every page's payload), and
 * a client component's (only a reference to it is in the payload).
 * A document request for an unknown path never shows it: the site's server answers with the
 * server-rendered not-found page (server/not-found-document.mjs). A client navigation to one shows
 * it for a moment, then loads that path as a document (NotFoundReload).
 */
export default function NotFound() {
  return (
    <>
      <NotFoundMessage />
      <NotFoundReload />
    </>
  );
}
