import 'server-only';
import { z } from 'zod';
import { blockDataSchemas, type Block, type BlockKind, type BlockOf, type BlockStub } from './schema';
import { sanitize } from './sanitize';
import { logOnce, logger } from '@/lib/log';

const expandedSchema = z.object({
  id: z.string(),
  component: z.string(),
  identifier: z.string(),
  data: z.unknown(),
});

const isKind = (component: string): component is BlockKind => Object.hasOwn(blockDataSchemas, component);

/** v1 endpoint → v2 endpoint (spec §7: "block endpoint with v1 replaced by v2"). */
export function v2Endpoint(endpoint: string): string {
  return endpoint.replace('/v1/', '/v2/');
}

/** HTML from the CMS is sanitized here, once, before it reaches any component. */
function sanitizeBlock(block: Block): Block {
  switch (block.component) {
    case 'html_text':
      return { ...block, data: { ...block.data, html: sanitize(block.data.html) } };
    case 'program_detail':
    case 'article_detail':
    case 'event_detail':
    case 'campus_detail':
      return { ...block, data: { ...block.data, body: sanitize(block.data.body) } } as Block;
    case 'faq':
      return {
        ...block,
        data: { ...block.data, items: block.data.items.map((i) => ({ ...i, answer: sanitize(i.answer) })) },
      };
    case 'content_module':
      return {
        ...block,
        data: {
          ...block.data,
          content: {
            row: block.data.content.row.map((row) => ({
              column: row.column.map((column) => ({
                ...column,
                items_column: column.items_column.map((item) => (item.text ? { ...item, text: sanitize(item.text) } : item)),
              })),
            })),
          },
        },
      };
    default:
      return block;
  }
}

/**
 * Validate one expanded block. An unknown component or malformed data is logged and yields
 * null, so that the page still renders without it (GUIDE §4, §7).
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
  return sanitizeBlock(block);
}

/** A forms block whose captcha field is required (README: no captcha provider is configured). */
export function requiresCaptcha(block: Block): block is BlockOf<'forms'> {
  return block.component === 'forms' && block.data.fields.some((f) => f.type === 'captcha' && f.required === true);
}
