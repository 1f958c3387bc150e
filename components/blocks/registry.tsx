import { Activity, type ComponentType, type ReactNode } from 'react';
import type { Block, BlockKind } from '@/lib/content/schema';
import { formsOnce } from '@/lib/forms/forms-once';
import type { BlockContext } from './types';
import { blockViews } from './views';
import styles from './registry.module.css';

/**
 * Each view types its component for its own kind and a block only ever reaches the component of
 * its own `component`; TypeScript cannot correlate the union, hence this one widening.
 */
type AnyBlockView = { Component: ComponentType<{ block: Block; context: BlockContext }>; ownH1?: boolean; leadImage?: boolean };
const views = Object.entries(blockViews) as [BlockKind, AnyBlockView][];

/** The body component of each kind (shell kinds have none: the root layout renders them). */
const components = new Map(views.map(([kind, view]) => [kind, view.Component]));
/** Kinds that render the page's h1 themselves. */
const OWN_H1 = new Set(views.flatMap(([kind, view]) => (view.ownH1 ? [kind] : [])));
/** Kinds whose image, as the page's first block, is preloaded at high priority: the page's LCP. */
const LEAD_IMAGE = new Set(views.flatMap(([kind, view]) => (view.leadImage ? [kind] : [])));

type Props = {
  blocks: Block[];
  context: Omit<BlockContext, 'index' | 'primaryHeading' | 'leadImage'>;
  /**
   * The page's name: the h1 of a page whose blocks bring none (e.g. a list page). Leave it out
   * when the caller renders the h1 itself.
   */
  title?: string;
  /** What follows the block that heads the page (its h1, else the first): a thank-you page's next step for this visitor. */
  afterHeading?: ReactNode;
};

/** The page body: every block in order, on the server, under exactly one h1. */
export function RenderBlocks({ blocks: list, context, title, afterHeading }: Props) {
  // A form is added once (rules §4): a second forms block with the same form id is left out.
  const body = formsOnce(list.filter((b) => components.has(b.component)));
  const ownH1 = title === undefined || body.some((b) => OWN_H1.has(b.component));
  // Without a block of its own h1, the first titled text block takes it, else the page title.
  const primary = ownH1 ? -1 : body.findIndex((b) => b.component === 'html_text' && Boolean(b.data.title));
  const leadImage = body[0] !== undefined && LEAD_IMAGE.has(body[0].component);
  const heading = Math.max(primary, 0);
  return (
    <>
      {!ownH1 && primary === -1 && (
        <div className="container">
          <h1 className={styles.pageTitle}>{title}</h1>
        </div>
      )}
      {body.map((block, index) => {
        const Component = components.get(block.component);
        // Each block hydrates on its own, after the page around it, instead of in one long task
        // (decisions/0023); an Activity has no fallback, so the server never streams a block.
        return (
          Component && (
            <Activity key={block.id}>
              <Component block={block} context={{ ...context, index, leadImage, primaryHeading: index === primary }} />
              {index === heading && afterHeading}
            </Activity>
          )
        );
      })}
    </>
  );
}
