// Types of the embedded search, for TypeScript tests that use it in-process.
import type { FilterOption } from './store.mjs';

export declare function areaSuggestions(q: string, areas: FilterOption[]): { label: string; path: string }[];
