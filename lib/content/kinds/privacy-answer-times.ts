import { z } from 'zod';
import { text } from '@/lib/content/primitives';

/** The legal answer times of a rights request, read from the configuration's privacy notice. */
export const privacyAnswerTimesSchema = z.object({ title: text(200).default('Cuándo te responderemos') });
