/**
 * Every block kind the site renders, one descriptor each (`<kind>/kind.ts`: schema, normalisation,
 * component, h1, lead image, islands). Adding a kind is its folder and one line here (a layout
 * kind: layout-kinds.ts). The registry, the page's h1 and lead-image rules, the schema table and
 * the `Block` union are all derived from this list (docs/decisions/0007-block-kinds.md).
 */
import { admissionsCalendarKind } from './admissions-calendar/kind';
import { articleDetailKind } from './article-detail/kind';
import { articleListKind } from './article-list/kind';
import { buttonKind } from './button/kind';
import { campusDetailKind } from './campus-detail/kind';
import { campusListKind } from './campus-list/kind';
import { carouselKind } from './carousel/kind';
import { cookiePolicyKind } from './cookie-policy/kind';
import { eventDetailKind } from './event-detail/kind';
import { eventListKind } from './event-list/kind';
import { faqKind } from './faq/kind';
import { formsKind } from './forms/kind';
import { heroKind } from './hero/kind';
import { htmlTextKind } from './html-text/kind';
import { imageKind } from './image/kind';
import { nextStepKind } from './next-step/kind';
import { programDetailKind } from './program-detail/kind';
import { privacyAnswerTimesKind } from './privacy-answer-times/kind';
import { programListKind } from './program-list/kind';
import { searchKind } from './search/kind';
import { socialEmbedKind } from './social-embed/kind';
import { studyPlanKind } from './study-plan/kind';
import { testimonialsKind } from './testimonials/kind';
import { videoKind } from './video/kind';
import { layoutKinds } from './layout-kinds';

export const blockKinds = [
  ...layoutKinds,
  heroKind,
  carouselKind,
  htmlTextKind,
  imageKind,
  buttonKind,
  programListKind,
  programDetailKind,
  studyPlanKind,
  testimonialsKind,
  admissionsCalendarKind,
  nextStepKind,
  articleListKind,
  articleDetailKind,
  eventListKind,
  eventDetailKind,
  campusListKind,
  campusDetailKind,
  videoKind,
  socialEmbedKind,
  faqKind,
  formsKind,
  searchKind,
  cookiePolicyKind,
  privacyAnswerTimesKind,
] as const;

declare module '@/lib/content/block-kinds' {
  interface BlockKindRegister {
    kinds: typeof blockKinds;
  }
}

type Descriptor = (typeof blockKinds)[number];

/** Each kind's data schema, by kind. */
export const blockSchemas = Object.fromEntries(blockKinds.map((d) => [d.kind, d.schema])) as {
  [D in Descriptor as D['kind']]: D['schema'];
};
