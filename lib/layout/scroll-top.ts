/** The stepped scroll back to the top (rules §9): the step grows by 80 px on every 1 ms tick. */

export const SCROLL_STEP_GROWTH_PX = 80;
export const SCROLL_TICK_MS = 1;

/** The scroll positions, one a tick, from `fromY` down to 0: y − 80, then − 160, − 240… */
export function scrollTopSteps(fromY: number, growth = SCROLL_STEP_GROWTH_PX): number[] {
  const steps: number[] = [];
  let y = Math.max(0, fromY);
  for (let step = growth; y > 0; step += growth) {
    y = Math.max(0, y - step);
    steps.push(y);
  }
  return steps;
}
