import 'server-only';
import type { FormKind } from '@/lib/forms/kinds';
import { upstreamFetch } from '@/lib/http/upstream';
import { CLIENT_TOKEN_HEADER } from './client-token';
import type { OutboxEntry } from './store';

/**
 * One delivery attempt of an outbox entry to the CRM (rules §10): a cached password-grant
 * token, then one POST with `Authorization: Bearer` and the entry's constant `Idempotency-Key`.
 *   2xx or 409 → delivered; 401 → refresh the token once and try again; other 4xx → rejected for
 *   good (kept); 5xx, 408, 429, timeout, refused → retry (when: lib/leads/retry-schedule.ts).
 */

/** A token is renewed this long before it expires. */
export const TOKEN_MARGIN_MS = 60_000;

export const CRM_PATHS: Record<FormKind, string> = {
  lead: '/leads',
  potential: '/potentials',
  landing: '/landing-forms',
  webcase: '/web-cases',
  subscription: '/subscriptions',
};

export type CrmConfig = {
  baseUrl: string;
  username: string;
  password: string;
  authorization: string;
  timeoutMs: number;
  /** Value of the X-Client-Token header, made fresh for each call. */
  clientToken?: () => string;
  clock?: () => number;
  fetch?: typeof fetch;
};

export type AttemptResult = { outcome: 'delivered' | 'rejected' | 'retry'; status: number | null };

export type CrmClient = {
  /**
   * One attempt. `beforePost` runs right before each POST, once the token is at hand: the
   * dispatcher's delivery slot, so that the rate bound spaces the submissions themselves.
   */
  send(entry: Pick<OutboxEntry, 'kind' | 'payload' | 'idempotencyKey'>, options?: { beforePost?: () => Promise<void> }): Promise<AttemptResult>;
};

class TokenError extends Error {
  constructor(readonly status: number | null) {
    super(`token: ${status ?? 'sin respuesta'}`);
  }
}

const tokenAnswer = (raw: unknown): { token: string; expiresIn: number } | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const { access_token: token, expires_in: expiresIn } = raw as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  return { token, expiresIn: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 300 };
};

export function classify(status: number): AttemptResult['outcome'] {
  if ((status >= 200 && status < 300) || status === 409) return 'delivered';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'rejected';
  return 'retry'; // 5xx, and 408/429 which ask to try again later
}

export function createCrmClient(config: CrmConfig): CrmClient {
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => upstreamFetch('crm', input, init));
  const clock = config.clock ?? Date.now;
  const base = config.baseUrl.replace(/\/+$/, '');
  let cached: { token: string; renewAt: number } | null = null;
  let inflight: Promise<string> | null = null;

  const extraHeaders = (): Record<string, string> => (config.clientToken ? { [CLIENT_TOKEN_HEADER]: config.clientToken() } : {});

  async function fetchToken(): Promise<string> {
    let res: Response;
    try {
      res = await doFetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: config.authorization, ...extraHeaders() },
        body: new URLSearchParams({ grant_type: 'password', username: config.username, password: config.password }).toString(),
        signal: AbortSignal.timeout(config.timeoutMs),
        cache: 'no-store',
      });
    } catch {
      throw new TokenError(null);
    }
    const body: unknown = await res.json().catch(() => null);
    const answer = res.ok ? tokenAnswer(body) : null;
    if (!answer) throw new TokenError(res.status);
    cached = { token: answer.token, renewAt: clock() + answer.expiresIn * 1000 - TOKEN_MARGIN_MS };
    return answer.token;
  }

  async function token(force = false): Promise<string> {
    if (!force && cached && clock() < cached.renewAt) return cached.token;
    if (force) cached = null;
    inflight ??= fetchToken().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  async function post(entry: Pick<OutboxEntry, 'kind' | 'payload' | 'idempotencyKey'>, bearer: string, beforePost?: () => Promise<void>): Promise<number> {
    await beforePost?.();
    const res = await doFetch(`${base}${CRM_PATHS[entry.kind]}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bearer}`,
        'idempotency-key': entry.idempotencyKey,
        ...extraHeaders(),
      },
      body: JSON.stringify(entry.payload),
      signal: AbortSignal.timeout(config.timeoutMs),
      cache: 'no-store',
    });
    await res.arrayBuffer().catch(() => undefined); // drain: frees the connection
    return res.status;
  }

  return {
    async send(entry, { beforePost } = {}) {
      try {
        let status = await post(entry, await token(), beforePost);
        if (status === 401) {
          status = await post(entry, await token(true), beforePost); // refreshed once
          // Still refused: our credentials are at fault, not the lead. Try again later.
          if (status === 401) return { outcome: 'retry', status };
        }
        return { outcome: classify(status), status };
      } catch (error) {
        if (error instanceof TokenError) {
          // The CRM could not issue a token: try the entry again later.
          return { outcome: 'retry', status: error.status };
        }
        return { outcome: 'retry', status: null }; // timeout or refused connection
      }
    },
  };
}
