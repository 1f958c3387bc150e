export type Sample = { t: number; rssBytes: number };
export type RequestStats = { sent: number; byStatus: Record<string, number>; failures: number; unexpected?: number; shed?: number };
export type Limits = { rssBytes: number; callsPerPathPerMinute: number; levelOff: boolean };
export type Check = { name: string; ok: boolean };

export function maxPerWindow(timesByKey: Map<string, number[]>, windowMs: number): { key: string | null; calls: number };
export function levelsOff(values: number[], n?: number, tolerance?: number): boolean;
export function percentile(values: number[], p: number): number | null;
export function verdict(input: {
  up: boolean;
  healthAfter?: number | null;
  samples: Sample[];
  requests: Record<string, RequestStats>;
  upstream: { perPathWorst: { key: string | null; calls: number } };
  limits: Limits;
}): { ok: boolean; checks: Check[]; fivexx: number; shed: number; failures: number };
export function mb(bytes: number): number;
