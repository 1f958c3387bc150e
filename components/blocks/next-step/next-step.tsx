import { SmartLink } from '@/components/ui/smart-link';
import { CardList } from '../shared/card-list';
import { ProgramCard } from '../shared/program-card';
import { BlockSection } from '../shared/block-section';
import type { BlockProps } from '../types';
import styles from './next-step.module.css';

/** The closing call to action of an article: related programs and the ways to ask for them. */
export function NextStep({ block, context }: BlockProps<'next_step'>) {
  const { title, text, links, programs } = block.data;
  return (
    <BlockSection blockId={block.id} title={title} alt>
      {text && <p className={styles.intro}>{text}</p>}
      {programs.length > 0 && (
        <CardList items={programs} position={context}>
          {(program, loading) => <ProgramCard program={program} currency={context.config.currency} headingLevel="h3" loading={loading} />}
        </CardList>
      )}
      <p className={styles.ctaRow}>
        {links.map((link, i) => (
          <SmartLink key={link.link} href={link.link} target={link.target} className={i === 0 ? 'btn btn--warm' : 'btn btn--secondary'}>
            {link.label}
          </SmartLink>
        ))}
      </p>
    </BlockSection>
  );
}
