/**
 * The shortlist in the browser (localStorage), for the islands that read or change it: one
 * snapshot string shared by every subscriber of the page, other tabs followed through the
 * `storage` event. The header's count and link are plain server HTML (site-header.tsx) that this
 * module fills in, so a page without the shortlist ships none of this
 * (docs/decisions/0014-compare-and-cost.md).
 */
import { COMPARE_PATH, comparePath, parseShortlist, SHORTLIST_KEY } from './shortlist';

const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(SHORTLIST_KEY) ?? '[]';
  } catch {
    return '[]'; // storage disabled: an empty list
  }
}

/** The header's count and link (its link to the comparison), as the list stands. */
function syncHeader(list: readonly string[]) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`#site-header a[href^="${COMPARE_PATH}"]`)) {
    link.href = comparePath(list);
    const count = link.firstElementChild;
    if (count) count.textContent = list.length ? String(list.length) : '';
    link.setAttribute('aria-label', list.length ? `Comparar: ${list.length} ${list.length === 1 ? 'programa guardado' : 'programas guardados'}` : 'Comparar programas');
  }
}

let snapshot: string | null = null;
const changed = () => {
  snapshot = read();
  syncHeader(parseShortlist(snapshot));
  for (const listener of listeners) listener();
};

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', changed);
  listeners.add(listener);
  if (snapshot === null) changed();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', changed);
  };
}

export const getSnapshot = (): string => (snapshot ??= read());
/** On the server and while hydrating: nothing saved yet, so server and first client render agree. */
export const getServerSnapshot = (): string => '[]';

export function writeShortlist(list: readonly string[]) {
  try {
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify(list));
  } catch {
    // storage full or disabled: the list stays as it was for this page
  }
  changed();
}
