import type { ReactNode } from 'react';
import { definedProps } from '@/components/ui/defined-props';
import { blockElementId } from '../block-utils';

type Props = {
  blockId: string;
  /** The h2, which names the section. */
  title: ReactNode;
  /** The tinted background that sets a block apart from its neighbours. */
  alt?: boolean;
  /** An anchor for links into the block. */
  id?: string;
  children: ReactNode;
  /** After the content, outside its container (structured data). */
  after?: ReactNode;
};

/** A body block's section, named by its h2: the frame of every titled block. */
export function BlockSection({ blockId, title, alt = false, id, children, after }: Props) {
  const titleId = blockElementId(blockId, 'title');
  return (
    <section {...definedProps({ id })} className={alt ? 'section section--alt' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
      {after}
    </section>
  );
}
