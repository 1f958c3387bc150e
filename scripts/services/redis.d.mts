export type Service = { url: string; stop(): Promise<void> };
export const REDIS_SERVER: string;
export function ensureRedis(options?: { log?: (line: string) => void }): string;
export function startRedis(options?: { port?: number; log?: (line: string) => void }): Promise<Service & { port: number }>;
