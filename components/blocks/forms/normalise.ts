import 'server-only';
import type { z } from 'zod';
import { logger } from '@/lib/log';
import type { formsSchema } from './schema';

type Forms = z.output<typeof formsSchema>;

/** A form whose captcha field is required (no captcha provider is configured: docs/architecture.md, "Captcha"). */
export function requiresCaptcha(data: Forms): boolean {
  return data.fields.some((f) => f.type === 'captcha' && f.required === true);
}

/** A form that demands a captcha is refused, never served without it, on the page and in the API alike. */
export function refuseRequiredCaptcha(data: Forms, id: string): Forms | null {
  if (!requiresCaptcha(data)) return data;
  logger.error('form.captcha_unsupported', { id, formId: data.general.id });
  return null;
}
