'use client';

import { useState, type ComponentType } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { SearchMoreParams } from '@/lib/query/search';
import { nextOffset, type SearchHit } from '@/lib/search/state';
import { ResultsView } from './results-view';

export type SearchMoreProps = SearchMoreParams & {
  /** The server-rendered page: its total and results (`from` is the offset of its first). */
  total: number;
  initial: SearchHit[];
};

type Stage = { live: ComponentType<SearchMoreProps> | null; loading: boolean; failed: boolean };

/**
 * The results list, rendered on the server with the page, and its "Ver más" button: the
 * view_more paginator appends the next page here without leaving the page (rules §4). The data
 * layer that fetches it loads at the first click, not with the page; if it cannot load, the
 * results shown stay and the button can be tried again.
 */
export function SearchMore(props: SearchMoreProps) {
  const [stage, setStage] = useState<Stage>({ live: null, loading: false, failed: false });
  const ready = useHydrated();
  const Live = stage.live;
  if (Live) return <Live {...props} />;
  const load = () => {
    setStage({ live: null, loading: true, failed: false });
    import('./search-more-live.client').then(
      (m) => setStage({ live: m.default, loading: false, failed: false }),
      () => setStage({ live: null, loading: false, failed: true }),
    );
  };
  return (
    <ResultsView
      results={props.initial}
      from={props.from}
      total={props.total}
      hasMore={nextOffset({ results: props.initial, total: props.total }, props.from) !== undefined}
      loading={stage.loading}
      ready={ready}
      failed={stage.failed}
      onMore={load}
    />
  );
}
