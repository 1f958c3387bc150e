/** Default header height used to offset anchor scrolling (rules §2). */
export const DEFAULT_HEADER_HEIGHT = 100;

/**
 * Document y to scroll to for an anchor (rules §2): the element's viewport top plus the current
 * scroll, minus the fixed header height (default 100), never below 0.
 */
export function anchorScrollTop(elementTop: number, scrollY: number, headerHeight: number = DEFAULT_HEADER_HEIGHT): number {
  return Math.max(0, elementTop + scrollY - headerHeight);
}
