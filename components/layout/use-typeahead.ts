'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { suggestionsQuery, SUGGEST_MIN_CHARS } from '@/lib/query/search';
import { resultsAnnouncement, type SearchHit } from '@/lib/search/state';

export const TYPEAHEAD_DEBOUNCE_MS = 200;
/** Rules §9: live-announcer delay. */
export const ANNOUNCE_DELAY_MS = 100;
/** A failed search shows no suggestions (one array, so the announcement is not re-timed). */
const NO_HITS: SearchHit[] = [];

/**
 * Suggestions for a typed term: debounced, every stale request aborted (React Query, through
 * the query's signal), and the spec's announcement ("No results available" / "N result(s)
 * available") 100 ms after they change. Calls only the site's own search route.
 */
export function useTypeahead(term: string) {
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const typed = term.trim();
  const long = typed.length >= SUGGEST_MIN_CHARS;

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), TYPEAHEAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const suggestions = useQuery(suggestionsQuery(query));
  const failed = long && suggestions.isError;
  const hits = !long ? null : failed ? NO_HITS : (suggestions.data ?? null);

  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(hits ? resultsAnnouncement(hits.length) : ''), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hits]);

  return { hits, failed, loading: long && (query !== typed || suggestions.isPending), announcement };
}
