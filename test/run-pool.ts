/** Run `task` over `items`, at most `width` at once, keeping the order of results. */
export async function runPool<T, R>(items: T[], width: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i] as T, i);
      }
    }),
  );
  return results;
}
