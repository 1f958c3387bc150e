import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the island, true from then on. A control that
 * only works with scripts is disabled until then: React drops a tap on a block it cannot hydrate
 * yet (decisions/0023), and a disabled control says so instead of ignoring it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
