import { SmartLink } from '@/components/ui/smart-link';
import { formatSpanishDate } from '@/lib/locale/format';
import { blockElementId } from '../block-utils';
import type { BlockProps } from '../types';
import styles from './admissions-calendar.module.css';

/** The admission steps (each an ISO day, shown as written: no time zone shifts it) of a period with their dates, in order, as an ordered list. */
export function AdmissionsCalendar({ block }: BlockProps<'admissions_calendar'>) {
  const { title, period, intro, steps, link } = block.data;
  const titleId = blockElementId(block.id, 'title');
  const ordered = [...steps].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId}>
          {title} <span className={styles.periodName}>{period}</span>
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <ol className={styles.steps}>
          {ordered.map((step) => (
            <li key={`${step.date}-${step.label}`} className={styles.step}>
              <time dateTime={step.date} className={styles.date}>
                {formatSpanishDate(Date.parse(`${step.date}T00:00:00Z`) / 1000)}
              </time>
              <span className={styles.stepLabel}>{step.label}</span>
              {step.detail && <span className={styles.stepDetail}>{step.detail}</span>}
            </li>
          ))}
        </ol>
        {link && (
          <p>
            <SmartLink href={link.link} className="btn">
              {link.label}
            </SmartLink>
          </p>
        )}
      </div>
    </section>
  );
}
