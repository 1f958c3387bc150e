import { z } from 'zod';
import type { KindSpec } from '../block-kinds';

/** The closing strip of the footer: texts and links by column. Rendered by the layout (components/layout). */
const simpleFooterSchema = z.object({
  visible: z.boolean().default(true),
  id_element: z.string().optional(),
  class: z.string().optional(),
  background_color: z.object({ color: z.string() }).optional(),
  content: z.array(
    z.object({
      number_columns: z.number().int().min(1).max(12),
      texts: z.array(z.object({ text: z.string() })).default([]),
      links: z
        .object({
          parent_class_link: z.string().optional(),
          items: z.array(
            z.object({
              id: z.string(),
              class: z.string().optional(),
              link: z.string(),
              target: z.string().optional(),
              icon: z.string().optional(),
              text: z.string(),
            }),
          ),
        })
        .optional(),
    }),
  ),
});

export const simpleFooterKind: KindSpec<'simple_footer', typeof simpleFooterSchema> = { kind: 'simple_footer', schema: simpleFooterSchema };
