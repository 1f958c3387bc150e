export type Service = { url: string; stop(): Promise<void> };
export const NGINX: string;
export function ensureNginx(options?: { log?: (line: string) => void }): string;
export function startNginx(upstreams: string[], options?: { log?: (line: string) => void }): Promise<Service>;
