import 'server-only';
import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import { logger } from '@/lib/log';
import type { KindSpec } from '../block-kinds';

/** A lead form: its general settings and field definitions (lib/forms reads the fields). */
const formsSchema = z.object({
  general: z.object({ id: z.string(), title: text(200), submitLabel: text(100), kind: z.string() }),
  fields: z.array(z.record(z.string(), z.unknown())),
});

type Forms = z.output<typeof formsSchema>;

/** A form whose captcha field is required (no captcha provider is configured: docs/architecture.md, "Captcha"). */
function requiresCaptcha(data: Forms): boolean {
  return data.fields.some((f) => f.type === 'captcha' && f.required === true);
}

/** A form that demands a captcha is refused, never served without it, on the page and in the API alike. */
function refuseRequiredCaptcha(data: Forms, id: string): Forms | null {
  if (!requiresCaptcha(data)) return data;
  logger.error('form.captcha_unsupported', { id, formId: data.general.id });
  return null;
}

export const formsKind: KindSpec<'forms', typeof formsSchema> = { kind: 'forms', schema: formsSchema, normalise: refuseRequiredCaptcha };
