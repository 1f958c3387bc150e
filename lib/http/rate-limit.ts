import type { Redis } from 'ioredis';
import { env } from '@/lib/config/env';
import { sharedRedis } from '@/lib/redis/client';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The per-client limit of form submissions (10 a minute), through rate-limiter-flexible: with
 * Redis one counter per client shared by every instance; while Redis is unreachable (and
 * without REDIS_URL) each process counts on its own (the "insurance" limiter), so that an
 * outage never refuses a visitor.
 */
export const SUBMISSIONS = { points: 10, durationS: 60 };

/** Set by the Next adapter (server/adapter.mjs) from the TCP connection (a client's own value is overwritten). */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address';

export type SubmissionLimiter = {
  /** Count one submission of `client`: 0 when allowed, else the seconds until it would be. */
  take(client: string): Promise<number>;
};

export function createSubmissionLimiter(redis?: Redis, limits = SUBMISSIONS, keyPrefix = 'submit'): SubmissionLimiter {
  const options = { points: limits.points, duration: limits.durationS, keyPrefix };
  const local = new RateLimiterMemory(options);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: local })
    : local;
  return {
    async take(client) {
      try {
        await limiter.consume(client);
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
  };
}

/**
 * The client's address. `X-Forwarded-For` is believed only for the `trustProxy` hops nearest
 * the site (the reverse proxies in front of it, TRUST_PROXY): the client is the address just
 * before them. Without trusted hops it is the TCP peer, whatever the request claims.
 */
export function clientAddress(headers: Headers, trustProxy: number): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim() || 'local';
  if (trustProxy <= 0) return socket;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? socket;
}

let limiter: SubmissionLimiter | undefined;

/** Count a form submission of the request's client: 0 when allowed, else seconds to wait. */
export function limitSubmission(request: Request): Promise<number> {
  const e = env();
  limiter ??= createSubmissionLimiter(e.REDIS_URL ? sharedRedis(e.REDIS_URL) : undefined);
  return limiter.take(clientAddress(request.headers, e.TRUST_PROXY));
}

/** Staff sign-ins started per client: 10 in 5 minutes, shared like the submission limit (docs/decisions/0013-staff-workbench.md). */
export const SIGNINS = { points: 10, durationS: 300 };
let signinLimiter: SubmissionLimiter | undefined;

/** Count a sign-in attempt of the request's client: 0 when allowed, else seconds to wait. */
export function limitSignin(request: Request): Promise<number> {
  const e = env();
  signinLimiter ??= createSubmissionLimiter(e.REDIS_URL ? sharedRedis(e.REDIS_URL) : undefined, SIGNINS, 'staff-signin');
  return signinLimiter.take(clientAddress(request.headers, e.TRUST_PROXY));
}
