/**
 * How every body kind renders, one view each (`<kind>/view.ts`: component, h1, lead image,
 * islands), by kind. The kinds themselves, with their schemas, are lib's
 * (lib/content/block-kinds.ts): a body kind without a view here does not compile. The registry and
 * the page's h1 and lead-image rules are derived from this table (docs/decisions/0007-block-kinds.md).
 * The shell kinds have none: the root layout renders them through components/layout and never
 * imports this table, whose components would put their islands in the JavaScript of every page.
 */
import type { BodyKind } from '@/lib/content/schema';
import type { BlockView } from './types';
import { admissionsCalendarView } from './admissions-calendar/view';
import { articleDetailView } from './article-detail/view';
import { articleListView } from './article-list/view';
import { buttonView } from './button/view';
import { campusDetailView } from './campus-detail/view';
import { campusListView } from './campus-list/view';
import { carouselView } from './carousel/view';
import { cookiePolicyView } from './cookie-policy/view';
import { eventDetailView } from './event-detail/view';
import { eventListView } from './event-list/view';
import { faqView } from './faq/view';
import { formsView } from './forms/view';
import { heroView } from './hero/view';
import { htmlTextView } from './html-text/view';
import { imageView } from './image/view';
import { nextStepView } from './next-step/view';
import { privacyAnswerTimesView } from './privacy-answer-times/view';
import { programDetailView } from './program-detail/view';
import { programListView } from './program-list/view';
import { searchView } from './search/view';
import { socialEmbedView } from './social-embed/view';
import { studyPlanView } from './study-plan/view';
import { testimonialsView } from './testimonials/view';
import { videoView } from './video/view';

export const blockViews: { [K in BodyKind]: BlockView<K> } = {
  hero: heroView,
  carousel: carouselView,
  html_text: htmlTextView,
  image: imageView,
  button: buttonView,
  program_list: programListView,
  program_detail: programDetailView,
  study_plan: studyPlanView,
  testimonials: testimonialsView,
  admissions_calendar: admissionsCalendarView,
  next_step: nextStepView,
  article_list: articleListView,
  article_detail: articleDetailView,
  event_list: eventListView,
  event_detail: eventDetailView,
  campus_list: campusListView,
  campus_detail: campusDetailView,
  video: videoView,
  social_embed: socialEmbedView,
  faq: faqView,
  forms: formsView,
  search: searchView,
  cookie_policy: cookiePolicyView,
  privacy_answer_times: privacyAnswerTimesView,
};
