import { isServer, QueryClient } from '@tanstack/react-query';

/**
 * The query client of the islands that fetch in the browser (header typeahead, search "Ver
 * más"). Defaults keep their behaviour from before React Query: a failure is shown at once (no
 * retry), a request is sent offline too and fails there (`networkMode: 'always'`, not paused),
 * and nothing refetches behind the visitor's back on focus or reconnect.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** A new client per server render; one client shared by every island in the browser. */
export function getQueryClient() {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
