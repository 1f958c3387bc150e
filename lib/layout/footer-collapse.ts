/** Footer column collapsing, grid classes and item kinds (rules §2 Footer grid, §4). */

export type Viewport = 'mobile' | 'tablet' | 'desktop';

export interface CollapseOptions {
  viewport: Viewport;
  /** "collapse" setting: on mobile, every column but the first starts collapsed. */
  collapse: boolean;
  /** "full collapse" setting: on mobile/tablet, every column with a link title starts collapsed. */
  fullCollapse: boolean;
}

/** Viewport breakpoints in px (rules §4): below 768 mobile, below 992 tablet. */
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 992;

/** Footer item identifiers the site renders (rules §4). */
export const FOOTER_ITEM_KINDS = [
  'button',
  'images_link',
  'link_icon',
  'textos',
  'content',
  'categories',
] as const;
export type FooterItemKind = (typeof FOOTER_ITEM_KINDS)[number];

/** A column can be toggled only when it has a title to carry the chevron (a non-blank link name). */
export function hasLinkTitle(title: string | null | undefined): boolean {
  return (title ?? '').trim() !== '';
}

/**
 * Initial collapsed state per column (rules §4): "On mobile with collapse enabled, all columns
 * except the first start collapsed. On mobile or tablet with full collapse enabled, every column
 * with a link title starts collapsed." Either rule collapses a column; otherwise none is. A
 * column without a title has no chevron to open it again, so it is never collapsed.
 */
export function initialCollapsed(
  columns: readonly { hasLinkTitle: boolean }[],
  opts: CollapseOptions,
): boolean[] {
  const mobile = opts.viewport === 'mobile';
  const mobileOrTablet = mobile || opts.viewport === 'tablet';
  return columns.map(
    (column, index) =>
      column.hasLinkTitle && ((mobile && opts.collapse && index > 0) || (mobileOrTablet && opts.fullCollapse)),
  );
}

/**
 * The breakpoints as media queries: the browser answers one from the viewport it has, where
 * reading `window.innerWidth` on a phone lays the page out first (during hydration, a forced
 * layout of the whole page).
 */
export const BELOW_TABLET = `(max-width: ${TABLET_MIN_WIDTH - 0.02}px)`;
export const BELOW_DESKTOP = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

/** Viewport from the breakpoints' media queries (rules §4): below 768 px mobile, below 992 tablet, else desktop. */
export function viewportFrom(matches: (query: string) => boolean): Viewport {
  if (matches(BELOW_TABLET)) return 'mobile';
  if (matches(BELOW_DESKTOP)) return 'tablet';
  return 'desktop';
}

/**
 * Footer column class (rules §2 Footer grid): `col-12 col-lg-${n}`, n rounded and clamped to the
 * 1–12 Bootstrap grid (non-numbers → 12).
 */
export function footerColumnClass(numberColumns: number): string {
  const n = Number.isFinite(numberColumns) ? Math.min(12, Math.max(1, Math.round(numberColumns))) : 12;
  return `col-12 col-lg-${n}`;
}

/**
 * Kind of a footer item from its identifier (rules §4): case-insensitive match of button,
 * images_link, link_icon, textos, content, categories → that lowercase kind, else null.
 */
export function footerItemKind(identifier: string): FooterItemKind | null {
  const id = identifier.trim().toLowerCase();
  return FOOTER_ITEM_KINDS.find((kind) => kind === id) ?? null;
}
