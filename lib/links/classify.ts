/**
 * Link behaviour by first character of the target (rules §2 "Link behaviour by first character
 * of the target") and nav link ids; anchor scrolling is anchor-scroll.ts, apart, for the browser.
 */

export type LinkKind =
  | { kind: 'internal'; href: string }
  | { kind: 'anchor'; href: string; emitsAnchorEvent: boolean }
  | { kind: 'external'; href: string; target: LinkTarget; rel: string | undefined }
  | { kind: 'backToTop' };

export type LinkTarget = '_self' | '_blank';

export interface ClassifyOptions {
  /** The CMS target attribute of an external link; none → a new tab (rules §2). */
  target?: LinkTarget;
  /** A button's file: used as the href instead of the target (rules §2). */
  file?: string;
  /** User-generated link: adds "ugc nofollow" to rel (rules §2). */
  nofollow?: boolean;
}

/** The special target that scrolls back to the top (rules §2). */
export const BACK_TO_TOP = '/backToTop';

const HOME: LinkKind = { kind: 'internal', href: '/' };
const EDGE_CONTROLS = /^[\p{Cc} ]+|[\p{Cc} ]+$/gu;
const ALL_CONTROLS = /[\p{Cc} ]/gu;
const UNSAFE_SCHEME = /^(?:javascript|data|vbscript):/;

/** What a browser does to an href before parsing: drop tab/CR/LF, trim controls and spaces. */
function browserNormalize(raw: string): string {
  return raw.replace(/[\t\n\r]/g, '').replace(EDGE_CONTROLS, '');
}

/** True for `javascript:`, `data:` and `vbscript:` in any case, even split by controls/spaces. */
function isUnsafe(href: string): boolean {
  return UNSAFE_SCHEME.test(href.replace(ALL_CONTROLS, '').toLowerCase());
}

/** Starts with exactly one "/" (not "//" or "/\\", which browsers read as another host). */
function isSameOrigin(href: string): boolean {
  return href.startsWith('/') && href[1] !== '/' && href[1] !== '\\';
}

function external(href: string, { nofollow, target = '_blank' }: ClassifyOptions): LinkKind {
  const rel = [target === '_blank' ? 'noopener noreferrer' : '', nofollow ? 'ugc nofollow' : ''].filter(Boolean).join(' ');
  return { kind: 'external', href, target, rel: rel || undefined };
}

/** The CMS target attribute as the site renders it: `_self`, `_blank` or none (any other value). */
export function linkTarget(raw: string | undefined): LinkTarget | undefined {
  const value = raw?.trim().toLowerCase();
  return value === '_self' || value === '_blank' ? value : undefined;
}

/**
 * Classifies a link target (rules §2): "/" → internal ("/backToTop" → backToTop; "//x" and
 * "/\\x" are external); "#" → anchor (emits the anchor event only when longer than "#");
 * anything else → external, in the CMS target (a new tab when none: rel "noopener noreferrer"),
 * rel + "ugc nofollow" when nofollow.
 * A button's `file` replaces the target: internal when it starts with a single "/", else
 * external. `javascript:`/`data:`/`vbscript:` and empty targets → internal "/".
 */
export function classifyLink(target: string, opts: ClassifyOptions = {}): LinkKind {
  const file = opts.file === undefined ? '' : browserNormalize(opts.file);
  if (file !== '') {
    if (isUnsafe(file)) return HOME;
    return isSameOrigin(file) ? { kind: 'internal', href: file } : external(file, opts);
  }
  const href = browserNormalize(target);
  if (href === '' || isUnsafe(href)) return HOME;
  if (href === BACK_TO_TOP) return { kind: 'backToTop' };
  if (isSameOrigin(href)) return { kind: 'internal', href };
  if (href.startsWith('#')) return { kind: 'anchor', href, emitsAnchorEvent: href.length > 1 };
  return external(href, opts);
}

/** Nav link id: the label lowercased with spaces turned into underscores (rules §2). */
export function navLinkId(label: string): string {
  return label.trim().toLowerCase().replace(/\s/g, '_');
}
