import { BlockSection } from '../shared/block-section';
import type { BlockProps } from '../types';
import styles from './study-plan.module.css';

/** A program's courses by period: the first period open, the others one tap away (`<details>`). */
export function StudyPlan({ block }: BlockProps<'study_plan'>) {
  const { title, intro, periods } = block.data;
  return (
    <BlockSection blockId={block.id} title={title}>
      {intro && <p className={styles.intro}>{intro}</p>}
      <div className={styles.periods}>
        {periods.map((period, i) => (
          <details key={period.label} className={styles.period} open={i === 0}>
            <summary className={styles.periodLabel}>
              {period.label} <span className={styles.count}>({period.courses.length === 1 ? '1 asignatura' : `${period.courses.length} asignaturas`})</span>
            </summary>
            <ul className={styles.courses}>
              {period.courses.map((course) => (
                <li key={course}>{course}</li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
