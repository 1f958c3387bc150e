import type { BlockView } from '../types';
import { PrivacyAnswerTimes } from './privacy-answer-times';

export const privacyAnswerTimesView: BlockView<'privacy_answer_times'> = { Component: PrivacyAnswerTimes };
