import 'server-only';
import { z } from 'zod';
import { blockDataSchemas, blockStubSchema, pageMetaSchema, type Block, type BlockKind, type BlockOf, type BlockStub, type PageMeta } from './schema';
import { blockNormalisers } from '@/components/blocks/normalisers';
import { logOnce, logger } from '@/lib/log';

const expandedSchema = z.object({
  id: z.string(),
  component: z.string(),
  identifier: z.string(),
  data: z.unknown(),
});

const isKind = (component: string): component is BlockKind => Object.hasOwn(blockDataSchemas, component);

/** v1 endpoint → v2 endpoint (rules §7: "block endpoint with v1 replaced by v2"). */
export function v2Endpoint(endpoint: string): string {
  return endpoint.replace('/v1/', '/v2/');
}

/** The kind's normalisation (components/blocks/normalisers.ts): CMS HTML sanitized, once, before it reaches any component. */
function normaliseBlock(block: Block): Block {
  // The map is typed per kind; TypeScript cannot correlate the union here, hence this one cast.
  const normalise = blockNormalisers[block.component] as ((data: Block['data']) => Block['data']) | undefined;
  return normalise ? ({ ...block, data: normalise(block.data) } as Block) : block;
}

/**
 * Validate one expanded block. An unknown component or malformed data is logged and yields
 * null, so that the page still renders without it.
 */
export function parseBlock(raw: unknown, stub: Pick<BlockStub, 'id' | 'component'>): Block | null {
  const envelope = expandedSchema.safeParse(raw);
  if (!envelope.success) {
    logger.warn('block.malformed', { id: stub.id, component: stub.component });
    return null;
  }
  const { component } = envelope.data;
  if (!isKind(component)) {
    logOnce(`block.unknown:${component}`, 'block.unknown', { component });
    return null;
  }
  const data = blockDataSchemas[component].safeParse(envelope.data.data);
  if (!data.success) {
    logger.warn('block.invalid', { id: stub.id, component, issues: data.error.issues.slice(0, 3).map((i) => i.path.join('.')) });
    return null;
  }
  const block = { id: envelope.data.id, component, identifier: envelope.data.identifier, data: data.data } as Block;
  if (requiresCaptcha(block)) {
    // No captcha provider is configured: a form that demands one is refused, never served without it.
    logger.error('form.captcha_unsupported', { id: stub.id, formId: block.data.general.id });
    return null;
  }
  return normaliseBlock(block);
}

/** A forms block whose captcha field is required (README: no captcha provider is configured). */
export function requiresCaptcha(block: Block): block is BlockOf<'forms'> {
  return block.component === 'forms' && block.data.fields.some((f) => f.type === 'captcha' && f.required === true);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
function dropMalformedOptionals(schema: z.ZodObject, raw: Record<string, unknown>, path: string, dropped: string[]): Record<string, unknown> {
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

export type ParsedPage = { meta: PageMeta; stubs: BlockStub[] };

/**
 * Validate a page answer (rules §3, §8). A malformed optional field of the first block
 * (program_name, programOffer, seo.og…) is dropped and logged; a malformed block stub is left
 * out like a malformed block. Null only when there is no usable first block: not a list, an
 * empty list, or a first block without its required fields (the caller's upstream failure).
 */
export function parsePage(raw: unknown): ParsedPage | null {
  if (!Array.isArray(raw) || !isRecord(raw[0])) return null;
  const [first, ...rest] = raw as [Record<string, unknown>, ...unknown[]];
  const dropped: string[] = [];
  const meta = pageMetaSchema.safeParse(dropMalformedOptionals(pageMetaSchema, first, '', dropped));
  if (!meta.success) return null;
  if (dropped.length) logger.warn('page_meta.field_dropped', { id: meta.data.id, fields: dropped });
  if (dropped.includes('program_name')) {
    // Rules §8: an error reading the program name falls back to programOffer.program.
    logger.warn('page_meta.program_name_fallback', { id: meta.data.id, programName: programNameOf(meta.data) });
  }
  const stubs = rest.flatMap((candidate, i) => {
    const stub = blockStubSchema.safeParse(candidate);
    if (stub.success) return [stub.data];
    logger.warn('block.stub_malformed', { index: i + 1 });
    return [];
  });
  return { meta: meta.data, stubs };
}

/** The page's program name (rules §3 program_name), else programOffer.program (rules §8), else "". */
export function programNameOf(meta: PageMeta): string {
  return meta.program_name?.find((n) => n.value.trim() !== '')?.value.trim() ?? meta.programOffer?.program ?? '';
}
