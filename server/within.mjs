/**
 * Whether `promise` fulfils within `ms`: true once it does, false once `ms` pass first; its
 * rejection, in time, rejects. The timer goes with the race, so that nothing waits on it afterwards:
 * a process, or a test worker, exits as soon as its own work is done.
 * @param {Promise<unknown>} promise
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
export async function within(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
