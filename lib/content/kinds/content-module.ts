import 'server-only';
import { z } from 'zod';
import { imageSchema } from '@/lib/content/primitives';
import { sanitize } from '@/lib/content/sanitize';
import type { KindSpec } from '../block-kinds';

/** The footer's rows of columns of items (links, images, CMS text). Rendered by the layout (components/layout). */
const contentModuleSchema = z.object({
  visible: z.boolean().default(true),
  class: z.string().optional(),
  id_element: z.string().optional(),
  background_color: z.object({ color: z.string(), opacity: z.number().optional() }).optional(),
  collapse: z.boolean().default(false),
  fullCollapse: z.boolean().default(false),
  content: z.object({
    row: z.array(
      z.object({
        column: z.array(
          z.object({
            number_columns: z.number().int().min(1).max(12),
            class: z.string().optional(),
            id_element: z.string().optional(),
            link: z.array(z.object({ link: z.string(), name: z.string() })).default([]),
            items_column: z.array(
              z.object({
                identifier: z.string(),
                class: z.string().optional(),
                image: z.array(imageSchema).optional(),
                link: z.array(z.object({ link: z.string(), name: z.string() })).optional(),
                icon: z.string().optional(),
                text: z.string().optional(),
                content: z.array(z.object({ label: z.string(), path: z.string() })).optional(),
                category: z.array(z.object({ label: z.string(), path: z.string() })).optional(),
                file: z.string().optional(),
                target: z.string().optional(),
                nofollow: z.boolean().optional(),
                id_element: z.string().optional(),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
});

/** The CMS HTML of every text item, in every column of every row, sanitized. */
function normaliseContentModule(data: z.infer<typeof contentModuleSchema>): z.infer<typeof contentModuleSchema> {
  return {
    ...data,
    content: {
      row: data.content.row.map((row) => ({
        column: row.column.map((column) => ({
          ...column,
          items_column: column.items_column.map((item) => (item.text ? { ...item, text: sanitize(item.text) } : item)),
        })),
      })),
    },
  };
}

export const contentModuleKind: KindSpec<'content_module', typeof contentModuleSchema> = {
  kind: 'content_module',
  schema: contentModuleSchema,
  normalise: normaliseContentModule,
};
