'use client';

import { useEffect } from 'react';
import { startFieldVitals } from '@/lib/vitals/start';

/** Field data on a page without the content page's island (search, comparison, not found). */
export function FieldVitals({ pageType }: { pageType: string }) {
  useEffect(() => startFieldVitals(pageType), [pageType]);
  return null;
}
