/**
 * The data schema of every block kind, keyed by its `component`, each defined in the kind's own
 * folder. Plain zod, no React and no server-only module: `lib/content` validates with it and
 * the browser may import it. Layout kinds (header, content_module, simple_footer, back_to_top)
 * are rendered by components/layout; the body kinds by the registry.
 */
import { admissionsCalendarSchema } from './admissions-calendar/schema';
import { articleDetailSchema } from './article-detail/schema';
import { articleListSchema } from './article-list/schema';
import { backToTopSchema } from './back-to-top/schema';
import { buttonSchema } from './button/schema';
import { campusDetailSchema } from './campus-detail/schema';
import { campusListSchema } from './campus-list/schema';
import { carouselSchema } from './carousel/schema';
import { contentModuleSchema } from './content-module/schema';
import { eventDetailSchema } from './event-detail/schema';
import { eventListSchema } from './event-list/schema';
import { faqSchema } from './faq/schema';
import { formsSchema } from './forms/schema';
import { headerSchema } from './header/schema';
import { heroSchema } from './hero/schema';
import { htmlTextSchema } from './html-text/schema';
import { imageBlockSchema } from './image/schema';
import { nextStepSchema } from './next-step/schema';
import { programDetailSchema } from './program-detail/schema';
import { programListSchema } from './program-list/schema';
import { searchSchema } from './search/schema';
import { simpleFooterSchema } from './simple-footer/schema';
import { socialEmbedSchema } from './social-embed/schema';
import { studyPlanSchema } from './study-plan/schema';
import { testimonialsSchema } from './testimonials/schema';
import { videoSchema } from './video/schema';

export const blockDataSchemas = {
  header: headerSchema,
  hero: heroSchema,
  html_text: htmlTextSchema,
  image: imageBlockSchema,
  button: buttonSchema,
  program_list: programListSchema,
  program_detail: programDetailSchema,
  study_plan: studyPlanSchema,
  testimonials: testimonialsSchema,
  admissions_calendar: admissionsCalendarSchema,
  next_step: nextStepSchema,
  article_list: articleListSchema,
  article_detail: articleDetailSchema,
  event_list: eventListSchema,
  event_detail: eventDetailSchema,
  carousel: carouselSchema,
  campus_list: campusListSchema,
  campus_detail: campusDetailSchema,
  video: videoSchema,
  social_embed: socialEmbedSchema,
  faq: faqSchema,
  forms: formsSchema,
  search: searchSchema,
  content_module: contentModuleSchema,
  simple_footer: simpleFooterSchema,
  back_to_top: backToTopSchema,
} as const;
