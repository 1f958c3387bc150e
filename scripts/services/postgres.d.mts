export type Service = { url: string; stop(): Promise<void> };
export function ensurePostgres(options?: { log?: (line: string) => void }): string;
export function startPostgres(options?: { log?: (line: string) => void }): Promise<Service & { dir: string }>;
