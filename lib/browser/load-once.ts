/**
 * A loader of code the first load leaves out (`() => import(...)`): called at every use, it
 * fetches once; a failed fetch (offline) is tried again at the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
