// Types of the content watcher, for TypeScript tests.
type Pages = { pages: Map<string, { path: string | null; changed?: string }> };

export declare function changedPaths(before: Pages, after: Pages): string[];
export declare function watchContent(options: { dir: string; site: { revalidateUrl: string; secret: string }; reload: () => string[] }): () => void;
