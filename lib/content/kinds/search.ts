import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** The site search box and its results' paginator type. */
const searchSchema = z.object({
  title: text(200),
  placeholder: text(200),
  /** Rules §4: `view_more` appends the next page, any other type replaces the list. */
  paginatorType: z.enum(['view_more', 'numbered']).default('view_more'),
});

export const searchKind: KindSpec<'search', typeof searchSchema> = { kind: 'search', schema: searchSchema };
