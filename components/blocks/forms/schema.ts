import { z } from 'zod';
import { text } from '@/lib/content/primitives';

/** A lead form: its general settings and field definitions (lib/forms reads the fields). */
export const formsSchema = z.object({
  general: z.object({ id: z.string(), title: text(200), submitLabel: text(100), kind: z.string() }),
  fields: z.array(z.record(z.string(), z.unknown())),
});
