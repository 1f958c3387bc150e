'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { QueryProvider } from '@/components/islands/query-provider.client';
import { searchMoreQuery } from '@/lib/query/search';
import type { SearchMoreProps } from './search-more.client';
import { ResultsView } from './results-view';

/** "Ver más" with its data layer (React Query), loaded at the first click: that click's page is fetched at once. */
export default function SearchMoreLive(props: SearchMoreProps) {
  return (
    <QueryProvider>
      <LiveList {...props} />
    </QueryProvider>
  );
}

function LiveList({ total, initial, ...params }: SearchMoreProps) {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteQuery(searchMoreQuery(params, { results: initial, total }));
  const results = data.pages.flatMap((p) => p.results);
  const firstNew = useRef<HTMLAnchorElement>(null);
  const [focusIndex, setFocusIndex] = useState(-1);
  const clicked = useRef(false);

  async function more() {
    const before = results.length;
    const outcome = await fetchNextPage();
    // Loading more failed: the results already shown stay; the visitor can retry.
    if (outcome.isFetchNextPageError) return;
    setFocusIndex(before);
    requestAnimationFrame(() => firstNew.current?.focus());
  }

  // The click that loaded this module asked for the next page.
  useEffect(() => {
    if (clicked.current) return;
    clicked.current = true;
    void more();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the click that loaded it
  }, []);

  return (
    <ResultsView
      results={results}
      from={params.from}
      total={data.pages.at(-1)?.total ?? total}
      hasMore={hasNextPage}
      loading={isFetchingNextPage}
      failed={isFetchNextPageError}
      onMore={() => void more()}
      focusIndex={focusIndex}
      firstNew={firstNew}
    />
  );
}
