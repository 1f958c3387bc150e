import type { BlockKindDescriptor } from '../types';
import { PrivacyAnswerTimes } from './privacy-answer-times';
import { privacyAnswerTimesSchema } from '@/lib/content/kinds/privacy-answer-times';

export const privacyAnswerTimesKind: BlockKindDescriptor<'privacy_answer_times', typeof privacyAnswerTimesSchema> = {
  kind: 'privacy_answer_times',
  schema: privacyAnswerTimesSchema,
  Component: PrivacyAnswerTimes,
};
