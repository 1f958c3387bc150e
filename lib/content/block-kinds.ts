/**
 * Every block kind the content service sends, as data: its schema and its normalisation, one file
 * each in kinds/ (docs/decisions/0007-block-kinds.md). `Block`, `BlockKind` and `BlockOf` are
 * derived from these lists; components/blocks says how each body kind renders. The shell kinds
 * are those of the shell, the content service's page `common`, rendered by components/layout
 * around every page; the body kinds are the page's own, rendered by components/blocks.
 */
import 'server-only';
import type { z } from 'zod';
import { admissionsCalendarKind } from './kinds/admissions-calendar';
import { articleDetailKind } from './kinds/article-detail';
import { articleListKind } from './kinds/article-list';
import { backToTopKind } from './kinds/back-to-top';
import { buttonKind } from './kinds/button';
import { campusDetailKind } from './kinds/campus-detail';
import { campusListKind } from './kinds/campus-list';
import { carouselKind } from './kinds/carousel';
import { contentModuleKind } from './kinds/content-module';
import { cookiePolicyKind } from './kinds/cookie-policy';
import { eventDetailKind } from './kinds/event-detail';
import { eventListKind } from './kinds/event-list';
import { faqKind } from './kinds/faq';
import { formsKind } from './kinds/forms';
import { headerKind } from './kinds/header';
import { heroKind } from './kinds/hero';
import { htmlTextKind } from './kinds/html-text';
import { imageKind } from './kinds/image';
import { nextStepKind } from './kinds/next-step';
import { privacyAnswerTimesKind } from './kinds/privacy-answer-times';
import { programDetailKind } from './kinds/program-detail';
import { programListKind } from './kinds/program-list';
import { searchKind } from './kinds/search';
import { simpleFooterKind } from './kinds/simple-footer';
import { socialEmbedKind } from './kinds/social-embed';
import { studyPlanKind } from './kinds/study-plan';
import { testimonialsKind } from './kinds/testimonials';
import { videoKind } from './kinds/video';

/** What lib/content knows of one kind: the schema of its data and what to do with it once valid. */
export type KindSpec<K extends string, S extends z.ZodType> = {
  /** The `component` the content service gives blocks of this kind. */
  kind: K;
  schema: S;
  /**
   * Run once on the server after validation, before any component sees the data: CMS HTML is
   * sanitised here. Null refuses the block (the kind logs why); the page renders without it.
   */
  normalise?: (data: z.output<S>, id: string) => z.output<S> | null;
};

/** The shell's kinds: header, footer grid, closing strip, back-to-top. */
const shellKinds = [headerKind, contentModuleKind, simpleFooterKind, backToTopKind] as const;

/** The kinds of a page's body, each rendered by its component in components/blocks. */
const bodyKinds = [
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

/** Every kind a page is parsed with; a block of any other kind is logged once and dropped. */
export const blockKinds = [...shellKinds, ...bodyKinds] as const;

type AnyKind = (typeof blockKinds)[number];

export type BlockKind = AnyKind['kind'];
export type BodyKind = (typeof bodyKinds)[number]['kind'];
export type BlockData<K extends BlockKind> = z.output<Extract<AnyKind, { kind: K }>['schema']>;
/** A block as the content service expands it: `{ id, component, identifier, data }`. */
export type Block = { [K in BlockKind]: { id: string; component: K; identifier: string; data: BlockData<K> } }[BlockKind];
export type BlockOf<K extends BlockKind> = Extract<Block, { component: K }>;

/** Each kind's data schema, by kind. */
export const blockSchemas = Object.fromEntries(blockKinds.map((k) => [k.kind, k.schema])) as {
  [D in AnyKind as D['kind']]: D['schema'];
};
