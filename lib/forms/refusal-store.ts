import 'server-only';
import { randomBytes } from 'node:crypto';
import { processCache } from '@/lib/cache/lru';
import type { FormRefusalView } from './without-scripts';

/**
 * Refusals waiting to be rendered. The form route keeps one here and asks this very process for
 * the page again with the refusal's id in a header (`x-form-refusal`, see next.config.mjs); the
 * page that renders it reads it back. Ids are random and live 30 s: the state never travels in a
 * URL or a header, and a forged id finds nothing. The store is bounded in bytes as well as in
 * count: the values it keeps are already cut to their fields' lengths (refusal-page.ts),
 * and however many refusals arrive at once they hold at most MAX_BYTES.
 */
export const REFUSAL_HEADER = 'x-form-refusal';

const MAX_BYTES = 2 * 1024 * 1024;
const refusals = processCache<string, FormRefusalView>('form-refusals', {
  max: 500,
  ttlMs: 30_000,
  maxSize: MAX_BYTES,
  sizeOf: (view) => Buffer.byteLength(JSON.stringify(view)),
});

export function keepRefusal(view: FormRefusalView): string {
  const id = randomBytes(18).toString('base64url');
  refusals.set(id, view);
  return id;
}

/** The refusal kept under `id`, while it lives. */
export function findRefusal(id: string | null | undefined): FormRefusalView | null {
  return id && /^[\w-]{24}$/.test(id) ? (refusals.get(id) ?? null) : null;
}
