import { isServer, QueryClient } from '@tanstack/react-query';

/** A new QueryClient per server request; one shared client in the browser (GUIDE §9). */
export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

let browserClient: QueryClient | undefined;

export function getQueryClient() {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
