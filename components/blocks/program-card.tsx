import Link from 'next/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { Program, UniversityConfig } from '@/lib/content/schema';
import { formatCurrency } from '@/lib/locale/format';
import { CARD_IMAGE_SIZES } from './card-sizes';
import styles from './cards.module.css';

type Props = {
  program: Program;
  currency: UniversityConfig['currency'];
  /** h3 when the list has no category headings, h4 under them. */
  headingLevel: 'h3' | 'h4';
};

/** One program in a list: image, linked title, type · modality · campus, duration and price. */
export function ProgramCard({ program, currency, headingLevel: Heading }: Props) {
  const meta = [program.programTypeLabel, program.modalityLabel, program.campusLabel].filter(Boolean).join(' · ');
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage image={program.image} sizes={CARD_IMAGE_SIZES} className={styles.image} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={program.path} className={styles.titleLink}>
            {program.title}
          </Link>
        </Heading>
        {meta && <p className={styles.eyebrow}>{meta}</p>}
        <dl className={styles.facts}>
          {program.duration && (
            <>
              <dt>Duración</dt>
              <dd>{program.duration}</dd>
            </>
          )}
          <dt>Valor semestre</dt>
          <dd>{formatCurrency(program.price, currency)}</dd>
        </dl>
      </div>
    </article>
  );
}
