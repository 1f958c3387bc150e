import type { Program, UniversityConfig } from '@/lib/content/schema';
import type { ImageLoading } from '@/lib/layout/fold';
import { pricedPeriod } from '@/lib/cost/estimate';
import { formatCurrency } from '@/lib/locale/money';
import { slugOfPath } from '@/lib/shortlist/shortlist';
import { SaveProgram } from '../lazy.client';
import { Card } from './card';
import styles from './cards.module.css';

type Props = {
  program: Program;
  currency: UniversityConfig['currency'];
  /** h3 when the list has no category headings, h4 under them. */
  headingLevel: 'h3' | 'h4';
  /** Eager near the fold (lib/layout/fold.ts). */
  loading: ImageLoading;
};

/** One program in a list: image with "Guardar" on its corner, linked title, type · modality · campus, duration, price. */
export function ProgramCard({ program, currency, headingLevel, loading }: Props) {
  const slug = slugOfPath(program.path);
  const period = pricedPeriod(program);
  const meta = [program.programTypeLabel, program.modalityLabel, program.campusLabel].filter(Boolean).join(' · ');
  return (
    <Card image={program.image} loading={loading} headingLevel={headingLevel} title={program.title} href={program.path}>
      {meta && <p className={styles.eyebrow}>{meta}</p>}
      <dl className={styles.facts}>
        {program.duration && (
          <>
            <dt>Duración</dt>
            <dd>{program.duration}</dd>
          </>
        )}
        <dt>{period ? `Valor ${period}` : 'Valor total'}</dt>
        <dd>{formatCurrency(program.price, currency)}</dd>
      </dl>
      {slug && <SaveProgram slug={slug} title={program.title} className={styles.save} />}
    </Card>
  );
}
