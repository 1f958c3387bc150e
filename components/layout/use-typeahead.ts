'use client';

import { useEffect, useState } from 'react';
import { resultsAnnouncement, type SearchHit } from '@/lib/search/state';

export const TYPEAHEAD_DEBOUNCE_MS = 200;
/** Spec §9: live-announcer delay. */
export const ANNOUNCE_DELAY_MS = 100;
const MIN_CHARS = 2;
const SIZE = 6;

type Answer = { q: string; hits: SearchHit[]; failed: boolean };

/**
 * Suggestions for a typed term: debounced, every stale request aborted, and the spec's
 * announcement ("No results available" / "N result(s) available") 100 ms after they change.
 * Calls only the site's own search route.
 */
export function useTypeahead(term: string) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(term.trim()), TYPEAHEAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  useEffect(() => {
    if (query.length < MIN_CHARS) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ q: query, size: String(SIZE) });
    fetch(`/api/search?${params}`, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { results: SearchHit[] };
        setAnswer({ q: query, hits: body.results, failed: false });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ q: query, hits: [], failed: true });
        void error;
      });
    return () => controller.abort();
  }, [query]);

  const current = term.trim().length >= MIN_CHARS && answer && answer.q === query ? answer : null;
  const hits = current?.hits ?? null;

  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(hits ? resultsAnnouncement(hits.length) : ''), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hits]);

  return {
    hits,
    failed: current?.failed ?? false,
    loading: term.trim().length >= MIN_CHARS && (query !== term.trim() || answer?.q !== query),
    announcement,
  };
}
