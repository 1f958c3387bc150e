import Link from 'next/link';
import { CardImage } from '@/components/ui/card-image';
import type { Program, UniversityConfig } from '@/lib/content/schema';
import type { ImageLoading } from '@/lib/layout/fold';
import { formatCurrency } from '@/lib/locale/format';
import styles from './cards.module.css';

type Props = {
  program: Program;
  currency: UniversityConfig['currency'];
  /** h3 when the list has no category headings, h4 under them. */
  headingLevel: 'h3' | 'h4';
  /** Eager near the fold (lib/layout/fold.ts). */
  loading: ImageLoading;
};

/** One program in a list: image, linked title, type · modality · campus, duration and price. */
export function ProgramCard({ program, currency, headingLevel: Heading, loading }: Props) {
  const meta = [program.programTypeLabel, program.modalityLabel, program.campusLabel].filter(Boolean).join(' · ');
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <CardImage image={program.image} loading={loading} className={styles.image} />
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
