import type { UniversityConfig } from '@/lib/content/schema';

/**
 * What the site knows of each university before the content service answers: enough to set
 * `<html lang>`, currency and time zone on a fallback page when the configuration is unreachable.
 */
export const UNIVERSITY_DEFAULTS: Record<UniversityConfig['code'], Pick<UniversityConfig, 'code' | 'locale' | 'currency' | 'timeZone'>> = {
  co: { code: 'co', locale: 'es-CO', currency: 'COP', timeZone: 'America/Bogota' },
  pa: { code: 'pa', locale: 'es-PA', currency: 'PAB', timeZone: 'America/Panama' },
  cr: { code: 'cr', locale: 'es-CR', currency: 'CRC', timeZone: 'America/Costa_Rica' },
};
