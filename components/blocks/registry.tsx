import type { ComponentType } from 'react';
import type { Block, BlockKind } from '@/lib/content/schema';
import { ArticleDetail } from './article-detail';
import { ArticleList } from './article-list';
import { ButtonBlock } from './button-block';
import { CampusDetail } from './campus-detail';
import { CampusList } from './campus-list';
import { Carousel } from './carousel';
import { EventDetail } from './event-detail';
import { EventList } from './event-list';
import { Faq } from './faq';
import { FormBlock } from './form-block';
import { Hero } from './hero';
import { HtmlText } from './html-text';
import { ImageBlock } from './image-block';
import { ProgramDetail } from './program-detail';
import { ProgramList } from './program-list';
import { SearchBlock } from './search-block';
import { SocialEmbed } from './social-embed';
import type { BlockContext, BlockProps } from './types';
import { VideoBlock } from './video-block';

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
} satisfies { [K in BodyKind]: ComponentType<BlockProps<K>> };

const isBodyBlock = (block: Block): block is Extract<Block, { component: BodyKind }> =>
  Object.hasOwn(blocks, block.component);

function RenderBlock({ block, context }: { block: Extract<Block, { component: BodyKind }>; context: BlockContext }) {
  // The satisfies clause above guarantees each kind gets its own props; TypeScript cannot
  // correlate the union here, hence this one narrowing point.
  const Component = blocks[block.component] as ComponentType<{ block: typeof block; context: BlockContext }>;
  return <Component block={block} context={context} />;
}

/** The page body: every block in order, on the server. */
/** Blocks that render the page's h1 themselves. */
const OWN_H1: BlockKind[] = ['hero', 'program_detail', 'article_detail', 'event_detail', 'campus_detail', 'search'];

export function RenderBlocks({ blocks: list, context }: { blocks: Block[]; context: Omit<BlockContext, 'index' | 'primaryHeading'> }) {
  const body = list.filter(isBodyBlock);
  // One h1 per page: when no block brings its own, the first titled text block takes it.
  const primary = body.some((b) => OWN_H1.includes(b.component))
    ? -1
    : body.findIndex((b) => b.component === 'html_text' && Boolean(b.data.title));
  return (
    <>
      {body.map((block, index) => (
        <RenderBlock key={block.id} block={block} context={{ ...context, index, primaryHeading: index === primary }} />
      ))}
    </>
  );
}
