'use client';

import { usePathname } from 'next/navigation';
import { useMemo, useState, useSyncExternalStore } from 'react';
import {
  addFilter,
  deleteFilter,
  offerParams,
  parseOfferQuery,
  redirectWithParams,
  stateFromIds,
  type FilterOption,
  type OfferQuery,
} from '@/lib/programs/filters';
import { useHydrated } from '@/components/ui/use-hydrated';
import { subscribeToUrl, urlChanged } from '@/components/ui/url-changes';
import { OfferView, type OfferItem } from './offer-view.client';

type Props = { items: OfferItem[]; categories: { id: string; label: string }[]; options: FilterOption[] };

const urlQueryString = () => window.location.search.slice(1);
const noQuery = () => '';

/**
 * The academic offer's filters. Their state lives in the URL (`?categoria=&filtro=a,b&q=`): a
 * filtered view can be shared, reloaded and walked with back/forward. The page is cached, so
 * the filtering happens here, over the server-rendered cards. Arriving without parameters is
 * arriving with every filter cleared (rules §2).
 * The URL is read on the client only, after hydration: the server renders the unfiltered offer
 * and the island hydrates that very markup, so a filter panel opened before then stays open.
 */
export function ProgramFilters({ items, categories, options }: Props) {
  const urlKey = useSyncExternalStore(subscribeToUrl, urlQueryString, noQuery);
  const ready = useHydrated();
  const basePath = usePathname();
  const urlQuery = useMemo(() => parseOfferQuery(new URLSearchParams(urlKey)), [urlKey]);
  // The choice shows at once; the URL catches up a moment later and then rules again.
  const [optimistic, setOptimistic] = useState<{ from: string; query: OfferQuery } | null>(null);
  const query = optimistic?.from === urlKey ? optimistic.query : urlQuery;
  const state = useMemo(() => stateFromIds(options.filter((o) => o.type === 'checkbox'), query.filters), [options, query.filters]);

  // Native history calls keep Next's router in sync and skip a server round trip.
  const moveTo = (change: 'pushState' | 'replaceState') => (href: string) => {
    window.history[change](null, '', href);
    urlChanged();
  };
  const push = moveTo('pushState');
  const here = () => `${window.location.pathname}${window.location.search}`;
  const show = (next: OfferQuery, navigate = push) => {
    setOptimistic({ from: urlKey, query: next });
    const moved = redirectWithParams({ params: offerParams(next), currentUrl: here(), target: basePath, navigate });
    if (!moved && offerParams(next).size === 0 && here() !== basePath) navigate(basePath);
  };

  return (
    <OfferView
      items={items}
      categories={categories}
      options={options}
      basePath={basePath}
      query={query}
      state={state}
      handlers={ready ? {
        onCategory: (category) => show({ ...query, category }),
        onText: (text) => show({ ...query, text }, moveTo('replaceState')),
        onClear: () => push(basePath),
        onToggle: (option, checked) => {
          if (checked) {
            show({ ...query, filters: addFilter(state, option).selected.map((o) => o.id) });
            return;
          }
          const rest = offerParams({ ...query, filters: [] }).toString();
          const result = deleteFilter(state, option.id, { basePath, queryString: rest, navigate: push });
          setOptimistic({ from: urlKey, query: { ...query, filters: result.state.selected.map((o) => o.id) } });
          if (!result.navigated) show({ ...query, filters: result.state.selected.map((o) => o.id) });
        },
      } : undefined}
    />
  );
}
