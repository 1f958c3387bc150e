'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query/client';

/**
 * React Query around one island that fetches in the browser (the header typeahead, search "Ver
 * más"); every island shares the one browser client. No page-wide provider: pages without those
 * islands neither need nor hydrate it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
