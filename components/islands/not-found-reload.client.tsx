'use client';

import { useEffect } from 'react';

const withoutFragment = (url: string) => url.split('#')[0];

/**
 * Next's not-found boundary, shown by a client navigation to an unknown path: that path is
 * loaded again as a document, which the site's server answers with the whole not-found page of
 * the content service and a 404 status (server/not-found-document.mjs). Not when this document
 * is already that load (the server had no copy of the page to send): it stays, with no loop.
 */
export function NotFoundReload() {
  useEffect(() => {
    const [document] = performance.getEntriesByType('navigation');
    if (document && withoutFragment(document.name) === withoutFragment(window.location.href)) return;
    window.location.reload();
  }, []);
  return null;
}
