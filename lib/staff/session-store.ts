import type { Redis } from 'ioredis';
import { sharedRedis } from '@/lib/redis/client';

/**
 * Which staff sessions are still open: the sealed cookie says who and until when, this
 * says whether the session was ended before then. A session is open from sign-in until sign-out
 * or `idleS` without use, whichever comes first; with REDIS_URL every instance sees the same
 * answer, without it the process's memory does (one instance). Redis unreachable closes the door:
 * staff sign in again, visitors are not affected.
 */
export type SessionStore = {
  open(sid: string, idleS: number): Promise<void>;
  /** Whether `sid` is open; a use keeps it open for another `idleS`. */
  touch(sid: string, idleS: number): Promise<boolean>;
  close(sid: string): Promise<void>;
};

const key = (sid: string) => `staff-session:${sid}`;

export function redisSessionStore(redis: Redis): SessionStore {
  return {
    open: async (sid, idleS) => void (await redis.set(key(sid), '1', 'EX', Math.ceil(idleS))),
    touch: async (sid, idleS) => (await redis.expire(key(sid), Math.ceil(idleS)).catch(() => 0)) === 1,
    close: async (sid) => void (await redis.del(key(sid))),
  };
}

export function memorySessionStore(now = () => Date.now()): SessionStore {
  const idleUntil = new Map<string, number>();
  const prune = () => {
    for (const [sid, until] of idleUntil) if (until <= now()) idleUntil.delete(sid);
  };
  return {
    open: async (sid, idleS) => {
      prune();
      idleUntil.set(sid, now() + idleS * 1000);
    },
    touch: async (sid, idleS) => {
      const until = idleUntil.get(sid);
      if (until === undefined || until <= now()) return false;
      idleUntil.set(sid, now() + idleS * 1000);
      return true;
    },
    close: async (sid) => void idleUntil.delete(sid),
  };
}

const KEY = Symbol.for('university-site.staff-sessions');

/** One store per process, whichever module graph (proxy, route, page) asks first. */
export function processSessionStore(redisUrl: string | undefined): SessionStore {
  const holder = globalThis as { [KEY]?: SessionStore };
  holder[KEY] ??= redisUrl ? redisSessionStore(sharedRedis(redisUrl)) : memorySessionStore();
  return holder[KEY];
}
