// The typeahead's data layer, loaded at the first use of the header's search control
// (use-typeahead.ts): React Query stays out of every page's first load.
import { getQueryClient } from '@/lib/query/client';
import { suggestionsQuery } from '@/lib/query/search';
import type { SearchHit } from '@/lib/search/state';

/** The suggestions for a term: cached for a minute and shared by every island (lib/query/client.ts). */
export const suggestionsFor = (q: string): Promise<SearchHit[]> => getQueryClient().fetchQuery(suggestionsQuery(q));

/** A term the visitor typed past: its request, if still running, is aborted. */
export const dropSuggestions = (q: string): Promise<void> => getQueryClient().cancelQueries({ queryKey: suggestionsQuery(q).queryKey });
