import type { ComponentType } from 'react';
import type { Block, BlockKind } from '@/lib/content/schema';
import { AdmissionsCalendar } from './admissions-calendar/admissions-calendar';
import { formsOnce } from '@/lib/forms/forms-once';
import { ArticleDetail } from './article-detail/article-detail';
import { ArticleList } from './article-list/article-list';
import { ButtonBlock } from './button/button-block';
import { CampusDetail } from './campus-detail/campus-detail';
import { CampusList } from './campus-list/campus-list';
import { Carousel } from './carousel/carousel';
import { EventDetail } from './event-detail/event-detail';
import { EventList } from './event-list/event-list';
import { Faq } from './faq/faq';
import { FormBlock } from './forms/form-block';
import { Hero } from './hero/hero';
import { HtmlText } from './html-text/html-text';
import { ImageBlock } from './image/image-block';
import { NextStep } from './next-step/next-step';
import { ProgramDetail } from './program-detail/program-detail';
import { ProgramList } from './program-list/program-list';
import { SearchBlock } from './search/search-block';
import { SocialEmbed } from './social-embed/social-embed';
import { StudyPlan } from './study-plan/study-plan';
import { Testimonials } from './testimonials/testimonials';
import type { BlockContext, BlockProps } from './types';
import styles from './registry.module.css';
import { VideoBlock } from './video/video-block';

/** Layout blocks of the common page are rendered by the layout, not in the page body. */
type BodyKind = Exclude<BlockKind, 'header' | 'content_module' | 'simple_footer' | 'back_to_top'>;

const blocks = {
  hero: Hero,
  carousel: Carousel,
  html_text: HtmlText,
  image: ImageBlock,
  button: ButtonBlock,
  program_list: ProgramList,
  program_detail: ProgramDetail,
  article_list: ArticleList,
  article_detail: ArticleDetail,
  event_list: EventList,
  event_detail: EventDetail,
  campus_list: CampusList,
  campus_detail: CampusDetail,
  faq: Faq,
  forms: FormBlock,
  search: SearchBlock,
  video: VideoBlock,
  social_embed: SocialEmbed,
  study_plan: StudyPlan,
  testimonials: Testimonials,
  admissions_calendar: AdmissionsCalendar,
  next_step: NextStep,
} satisfies { [K in BodyKind]: ComponentType<BlockProps<K>> };

const isBodyBlock = (block: Block): block is Extract<Block, { component: BodyKind }> =>
  Object.hasOwn(blocks, block.component);

function RenderBlock({ block, context }: { block: Extract<Block, { component: BodyKind }>; context: BlockContext }) {
  // The satisfies clause above guarantees each kind gets its own props; TypeScript cannot
  // correlate the union here, hence this one narrowing point.
  const Component = blocks[block.component] as ComponentType<{ block: typeof block; context: BlockContext }>;
  return <Component block={block} context={context} />;
}

/** Blocks that render the page's h1 themselves. */
const OWN_H1: BlockKind[] = ['hero', 'program_detail', 'article_detail', 'event_detail', 'campus_detail', 'search'];
/** Blocks whose image, as the page's first block, is preloaded at high priority: the page's LCP. */
const LEAD_IMAGE: BlockKind[] = ['hero', 'program_detail', 'article_detail', 'event_detail', 'campus_detail'];

type Props = {
  blocks: Block[];
  context: Omit<BlockContext, 'index' | 'primaryHeading' | 'leadImage'>;
  /**
   * The page's name: the h1 of a page whose blocks bring none (e.g. a list page). Leave it out
   * when the caller renders the h1 itself.
   */
  title?: string;
};

/** The page body: every block in order, on the server, under exactly one h1. */
export function RenderBlocks({ blocks: list, context, title }: Props) {
  // A form is added once (rules §4): a second forms block with the same form id is left out.
  const body = formsOnce(list.filter(isBodyBlock));
  const ownH1 = title === undefined || body.some((b) => OWN_H1.includes(b.component));
  // Without a block of its own h1, the first titled text block takes it, else the page title.
  const primary = ownH1 ? -1 : body.findIndex((b) => b.component === 'html_text' && Boolean(b.data.title));
  const leadImage = body[0] !== undefined && LEAD_IMAGE.includes(body[0].component);
  return (
    <>
      {!ownH1 && primary === -1 && (
        <div className="container">
          <h1 className={styles.pageTitle}>{title}</h1>
        </div>
      )}
      {body.map((block, index) => (
        <RenderBlock key={block.id} block={block} context={{ ...context, index, leadImage, primaryHeading: index === primary }} />
      ))}
    </>
  );
}
