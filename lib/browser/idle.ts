/** Run `task` once the browser is idle (at the latest after `timeoutMs`); where it has no idle callback, on the next turn. */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 1);
}
