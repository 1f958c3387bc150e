/**
 * Lenient parsing of content-service objects: a malformed optional field is dropped (and named)
 * rather than failing the whole object, so that one bad field of the page metadata or of the
 * university configuration never takes a page down.
 */
import { z } from 'zod';

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object schema inside `schema` (itself, or what an optional wraps), if any. */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodObject ? inner : null;
}

/**
 * Drop every optional field of `raw` that does not match its schema, at any depth (a field
 * with a default counts as optional: dropping it restores the default). Required fields are
 * kept as they are, so that the strict parse after this still rejects a broken one.
 */
export function dropMalformedOptionals(schema: z.ZodObject, raw: Record<string, unknown>, path: string, dropped: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (!(key in out)) continue;
    const nested = objectOf(field);
    const value = out[key];
    if (nested && isRecord(value)) out[key] = dropMalformedOptionals(nested, value, `${path}${key}.`, dropped);
    if (!field.safeParse(out[key]).success && field.safeParse(undefined).success) {
      delete out[key];
      dropped.push(path + key);
    }
  }
  return out;
}
