export type Sample = { t: number; rssBytes: number; health?: number | null };
export type RequestStats = { sent: number; byStatus: Record<string, number>; failures: number; unexpected?: number; shed?: number; shedMaxMs?: number; latencies?: number[] };
export type PostedLead = { email: string; status: number; retryAfter: string | null };
export type Limits = { rssBytes: number; callsPerPathPerMinute: number; levelOff: boolean; maxWaitMs?: number; cachedP95Ms?: number };
export type Check = { name: string; ok: boolean };

export function maxPerWindow(timesByKey: Map<string, number[]>, windowMs: number): { key: string | null; calls: number };
export function levelsOff(values: number[], n?: number, tolerance?: number): boolean;
export function percentile(values: number[], p: number): number | null;
export function verdict(input: {
  up: boolean;
  healthAfter?: number | null;
  firstVisit?: { path: string; statuses: number[]; served: boolean };
  samples: Sample[];
  requests: Record<string, RequestStats>;
  upstream?: { perPathWorst: { key: string | null; calls: number } };
  cachedPage?: { unloadedP95: number; p95: number };
  leads?: { posted: PostedLead[]; counts: Record<string, number> };
  limits: Limits;
}): { ok: boolean; checks: Check[]; fivexx: number; shed: number; failures: number; longestRefusal: number; longestAnswer: number };
export function leadOutcomes(posted: PostedLead[], counts: Record<string, number>): { acknowledged: number; refused: number; wrong: (PostedLead & { received: number })[] };
export function mb(bytes: number): number;
