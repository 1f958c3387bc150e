import { SmartLink } from '@/components/ui/smart-link';
import { formatSpanishDate } from '@/lib/locale/format';
import { BlockSection } from '../shared/block-section';
import type { BlockProps } from '../types';
import styles from './admissions-calendar.module.css';

/** The admission steps (each an ISO day, shown as written: no time zone shifts it) of a period with their dates, in order, as an ordered list. */
export function AdmissionsCalendar({ block }: BlockProps<'admissions_calendar'>) {
  const { title, period, intro, steps, link } = block.data;
  const ordered = [...steps].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <BlockSection
      blockId={block.id}
      title={
        <>
          {title} <span className={styles.periodName}>{period}</span>
        </>
      }
    >
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
    </BlockSection>
  );
}
