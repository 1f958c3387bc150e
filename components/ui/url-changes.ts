/** Fired by an island after it changes the URL itself: pushState and replaceState fire no popstate. */
const URL_CHANGE = 'site:url-change';

/**
 * `useSyncExternalStore`'s subscription to the address of a cached page, read in the browser
 * only: back/forward, a new fragment, or an island's own history call (`urlChanged`).
 */
export function subscribeToUrl(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  window.addEventListener(URL_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(URL_CHANGE, onChange);
  };
}

/** Tells the islands reading the URL that this one has just changed it. */
export function urlChanged() {
  window.dispatchEvent(new Event(URL_CHANGE));
}
