import type { Block } from '@/lib/content/schema';
import { parseFields } from '@/lib/forms/field-schema';
import { programOptions } from '@/lib/forms/offer';
import { logOnce } from '@/lib/log';
import { checkLanding, type LandingCheck, type OfferedProgram } from './landing-check';
import { pathnameSegments, type Resolution } from './resolve';

/**
 * The university's offer as a landing page carries it: the program data the content service
 * attaches to the options of its form's program select, the same data that turns the landing's
 * values into CRM codes (lib/forms/offer.ts).
 */
export function offeredPrograms(blocks: readonly Block[]): OfferedProgram[] {
  for (const block of blocks) {
    if (block.component !== 'forms') continue;
    const options = programOptions(parseFields(block.data.fields));
    if (options.length > 0) return options;
  }
  return [];
}

/**
 * A landing's values checked against its page's offer (landing-check.ts); null on any other page.
 * A landing whose page carries no program data cannot be checked: it stays a landing as it is,
 * and the gap is logged.
 */
export function landingCheckOf(resolution: Resolution, blocks: readonly Block[]): LandingCheck | null {
  if (!resolution.landing) return null;
  const offer = offeredPrograms(blocks);
  if (offer.length === 0) {
    logOnce('landing.offer_unknown', 'landing.offer_unknown', { reason: 'no program data on the landing page' });
    return { valid: true };
  }
  return checkLanding(pathnameSegments(resolution.pathname).slice(1), offer);
}
