import 'server-only';
import type { z } from 'zod';
import { sanitize } from '@/lib/content/sanitize';
import type { contentModuleSchema } from './schema';

/** The CMS HTML of every text item, in every column of every row, sanitized. */
export function normaliseContentModule(data: z.infer<typeof contentModuleSchema>): z.infer<typeof contentModuleSchema> {
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
