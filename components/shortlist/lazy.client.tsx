'use client';

import dynamic from 'next/dynamic';

/**
 * The empty comparison's restore of the visitor's list, with the shortlist's store: out of the
 * first load of every comparison that has programs (a static import from the page, a server
 * component, would put it there; see components/blocks/lazy.client.tsx).
 */
export const ShortlistRestore = dynamic(() => import('./shortlist-restore.client').then((m) => m.ShortlistRestore));
