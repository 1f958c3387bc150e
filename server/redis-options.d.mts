import type { RedisOptions } from 'ioredis';

export const FAIL_FAST_REDIS: Readonly<RedisOptions>;
