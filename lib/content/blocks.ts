import 'server-only';
import { z } from 'zod';
import { blockStubSchema, pageMetaSchema, type BlockStub, type PageMeta } from './schema';
import { blockKinds, type Block } from './block-kinds';
import { logOnce, logger } from '@/lib/log';
import { dropMalformedOptionals, isRecord } from './lenient';

const expandedSchema = z.object({
  id: z.string(),
  component: z.string(),
  identifier: z.string(),
  data: z.unknown(),
});

/** v1 endpoint → v2 endpoint (rules §7: "block endpoint with v1 replaced by v2"). */
export function v2Endpoint(endpoint: string): string {
  return endpoint.replace('/v1/', '/v2/');
}

/** A kind as parseBlock sees it: each is typed for its own kind, and TypeScript cannot correlate the union here, hence this one widening. */
type AnyKindSpec = { schema: z.ZodType; normalise?: (data: unknown, id: string) => unknown };
/** The kinds by their `component`. */
const kinds = new Map<string, AnyKindSpec>(blockKinds.map((k) => [k.kind, k as AnyKindSpec]));

/**
 * Validate one expanded block against its kind (block-kinds.ts), then normalise it (CMS HTML
 * sanitised once, before any component sees it). An unknown component, malformed data or a block
 * its kind refuses is logged and yields null, so that the page still renders without it.
 */
export function parseBlock(raw: unknown, stub: Pick<BlockStub, 'id' | 'component'>): Block | null {
  const envelope = expandedSchema.safeParse(raw);
  if (!envelope.success) {
    logger.warn('block.malformed', { id: stub.id, component: stub.component });
    return null;
  }
  const { component } = envelope.data;
  const kind = kinds.get(component);
  if (!kind) {
    logOnce(`block.unknown:${component}`, 'block.unknown', { component });
    return null;
  }
  const data = kind.schema.safeParse(envelope.data.data);
  if (!data.success) {
    logger.warn('block.invalid', { id: stub.id, component, issues: data.error.issues.slice(0, 3).map((i) => i.path.join('.')) });
    return null;
  }
  const normalised = kind.normalise ? kind.normalise(data.data, stub.id) : data.data;
  if (normalised === null) return null;
  return { id: envelope.data.id, component, identifier: envelope.data.identifier, data: normalised } as Block;
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
  // Once per page and process: the sitemap and every render read the same answer again.
  const once = `page_meta:${meta.data.id}:${dropped.join(',')}`;
  if (dropped.length) logOnce(`${once}:dropped`, 'page_meta.field_dropped', { id: meta.data.id, fields: dropped });
  if (dropped.includes('program_name')) {
    // Rules §8: an error reading the program name falls back to programOffer.program.
    logOnce(`${once}:fallback`, 'page_meta.program_name_fallback', { id: meta.data.id, programName: programNameOf(meta.data) });
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
