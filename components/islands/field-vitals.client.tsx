'use client';

import { useEffect } from 'react';
import { startFieldVitals } from '@/lib/vitals/start';

/** Field data on a page without the content page's island (PageIsland): the search and the comparison. */
export function FieldVitals({ pageType }: { pageType: string }) {
  useEffect(() => startFieldVitals(pageType), [pageType]);
  return null;
}
