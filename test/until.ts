/**
 * Wait until `condition` holds, checking every `everyMs`: the jest counterpart of Playwright's
 * `expect.poll`. Rejects with `what` when it still does not hold after `timeoutMs`.
 */
export async function until(what: string, condition: () => boolean | Promise<boolean>, { timeoutMs = 10_000, everyMs = 10 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
