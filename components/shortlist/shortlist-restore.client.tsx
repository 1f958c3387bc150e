'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { comparePath, parseShortlist } from '@/lib/shortlist/shortlist';
import { getServerSnapshot, getSnapshot, subscribe } from '@/lib/shortlist/store';

/**
 * `/comparar` opened with no programs in its address (the header's link on a page without the
 * shortlist's script): the visitor's own list, when the browser keeps one.
 */
export function ShortlistRestore() {
  const router = useRouter();
  const stored = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    const list = parseShortlist(stored);
    if (list.length) router.replace(comparePath(list));
  }, [stored, router]);
  return null;
}
