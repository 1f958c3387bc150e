// Types of the content store, for TypeScript tests that use it in-process.
export type ProgramRecord = { id: string; slug: string; title: string; programType: string; keywords?: string[] } & Record<string, unknown>;
/** `changed`: when the content service last changed the page (ISO 8601, UTC). */
export type PageRecord = { name: string; path: string | null; changed?: string; blocks: { id: string; component: string; data: unknown }[] };
export type Content = {
  config: Record<string, unknown>;
  collections: { programs: ProgramRecord[] } & Record<string, unknown[]>;
  pages: Map<string, PageRecord>;
  byPath: Map<string, string>;
  /** The redirects the content team manages (docs/redirects.md). */
  redirects: { from: string; to: string; status: 301 | 302 | 307 | 308; expires?: string }[];
};
export type FilterOption = { name: string; id: string; path: string; vocabularyName: string; type: string; searchType: string };

export declare function loadContent(university: string, options?: { contentDir?: string; mediaDir?: string }): Content;
export declare function filterOptionsOf(content: Content): FilterOption[];
export declare function relatedPrograms(article: { title: string; summary: string; category: string; body: string }, programs: ProgramRecord[]): { programs: ProgramRecord[]; named: boolean };
