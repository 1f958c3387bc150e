'use client';

import { useEffect, useState } from 'react';
import { loadOnce } from '@/lib/browser/load-once';
import { resultsAnnouncement, SUGGEST_MIN_CHARS, type SearchHit } from '@/lib/search/state';

export const TYPEAHEAD_DEBOUNCE_MS = 200;
/** Rules §9: live-announcer delay. */
export const ANNOUNCE_DELAY_MS = 100;
/** A failed search shows no suggestions (one array, so the announcement is not re-timed). */
const NO_HITS: SearchHit[] = [];

/** Load the data layer (React Query) now: called when the search control is first opened; a failed load is tried again at the next term. */
export const loadTypeaheadData = loadOnce(() => import('./typeahead-data'));

type Answer = { q: string; hits: SearchHit[]; failed: boolean };

/**
 * Suggestions for a typed term: debounced, every stale request aborted (React Query, through
 * the query's signal), and the spec's announcement ("No results available" / "N result(s)
 * available") 100 ms after they change. Calls only the site's own search route.
 */
export function useTypeahead(term: string) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const typed = term.trim();
  const long = typed.length >= SUGGEST_MIN_CHARS;

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), TYPEAHEAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    if (query.length < SUGGEST_MIN_CHARS) return;
    let current = true;
    const data = loadTypeaheadData();
    data.then((d) => d.suggestionsFor(query)).then(
      (hits) => current && setAnswer({ q: query, hits, failed: false }),
      () => current && setAnswer({ q: query, hits: NO_HITS, failed: true }),
    );
    return () => {
      current = false;
      data.then((d) => d.dropSuggestions(query)).catch(() => undefined);
    };
  }, [query]);

  const settled = long && answer?.q === query ? answer : null;
  const hits = settled ? settled.hits : null;

  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(hits ? resultsAnnouncement(hits.length) : ''), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hits]);

  return { hits, failed: Boolean(settled?.failed), loading: long && (query !== typed || !settled), announcement };
}
