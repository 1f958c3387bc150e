'use client';

import { useEffect } from 'react';

const withoutFragment = (url: string) => url.split('#')[0];

/**
 * Next's not-found boundary, shown by a client navigation whose route called notFound() (the
 * not-found page itself could not be loaded then, lib/page/page-at.ts): that path is loaded again
 * as a document, for the whole page and its status. Not when this document is already that load:
 * it stays, with no loop.
 */
export function NotFoundReload() {
  useEffect(() => {
    const [document] = performance.getEntriesByType('navigation');
    if (document && withoutFragment(document.name) === withoutFragment(window.location.href)) return;
    window.location.reload();
  }, []);
  return null;
}
