import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** The legal answer times of a rights request, read from the configuration's privacy notice. */
const privacyAnswerTimesSchema = z.object({ title: text(200).default('Cuándo te responderemos') });

export const privacyAnswerTimesKind: KindSpec<'privacy_answer_times', typeof privacyAnswerTimesSchema> = {
  kind: 'privacy_answer_times',
  schema: privacyAnswerTimesSchema,
};
