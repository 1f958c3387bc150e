import 'server-only';
import { getUniversityConfig } from '@/lib/content';
import { NO_VOCABULARY, type CampaignVocabulary } from '@/lib/content/schema';
import { parseFields } from '@/lib/forms/field-schema';
import { programOptions } from '@/lib/forms/offer';
import type { FieldOption } from '@/lib/forms/field-schema';
import { loadRoute } from '@/lib/page/page-at';
import { LANDING_PREFIX } from '@/lib/page/resolve';

/**
 * The offer as the landing page carries it (the program data of its form's program options, as
 * lib/page/landing-offer.ts reads it) and the university's campaign vocabulary: what the
 * workbench's link builder and checker work from.
 */
export async function workbenchContent(): Promise<{ options: FieldOption[]; vocabulary: CampaignVocabulary }> {
  const [config, landing] = await Promise.all([getUniversityConfig(), loadRoute([LANDING_PREFIX])]);
  let options: FieldOption[] = [];
  for (const block of landing.page.blocks) {
    if (block.component !== 'forms') continue;
    options = programOptions(parseFields(block.data.fields));
    if (options.length > 0) break;
  }
  return { options, vocabulary: config.campaignVocabulary ?? NO_VOCABULARY };
}
