'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query/client';

/**
 * React Query around one island that renders from a query (search "Ver más"); it shares the one
 * browser client with the header typeahead's data layer. No page-wide provider: pages without
 * such an island neither need nor hydrate it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
