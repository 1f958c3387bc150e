import { SPANISH_MONTHS, formatDateRange } from '@/lib/locale/format';
import { isoFromEpoch } from '../block-utils';
import { Card } from '../shared/card';
import { CardList } from '../shared/card-list';
import { BlockSection } from '../shared/block-section';
import type { BlockProps } from '../types';
import styles from '../shared/cards.module.css';
import eventStyles from './event-list.module.css';

/** Day number and 3-letter Spanish month of an epoch-seconds date, in UTC like the formatters. */
function badgeParts(epochSeconds: number): { day: string; month: string } | null {
  const date = new Date(epochSeconds * 1000);
  if (Number.isNaN(date.getTime())) return null;
  return { day: String(date.getUTCDate()), month: SPANISH_MONTHS[date.getUTCMonth()] ?? '' };
}

/** Upcoming events as cards with a date badge, the date range and the place. */
export function EventList({ block, context }: BlockProps<'event_list'>) {
  const { title, events } = block.data;
  return (
    <BlockSection blockId={block.id} title={title}>
      {events.length === 0 ? (
        <p className={styles.empty}>No hay eventos programados por ahora.</p>
      ) : (
        <CardList items={events} position={context}>
          {(event, loading) => {
            const badge = badgeParts(event.date.start);
            return (
              <Card
                image={event.image}
                loading={loading}
                badge={
                  badge && (
                    <div className={eventStyles.badge} aria-hidden="true">
                      <span className={eventStyles.day}>{badge.day}</span>
                      <span className={eventStyles.month}>{badge.month}</span>
                    </div>
                  )
                }
                eyebrow={<time dateTime={isoFromEpoch(event.date.start)}>{formatDateRange(event.date.start, event.date.end)}</time>}
                title={event.title}
                href={event.path}
              >
                {event.location && (
                  <p className={styles.text}>
                    <span className="visually-hidden">Lugar: </span>
                    {event.location}
                  </p>
                )}
                <a href={`/api/calendar${event.path}`} className={`${styles.raised} ${eventStyles.calendar}`}>
                  Agregar a mi calendario<span className="visually-hidden">: {event.title}</span>
                </a>
              </Card>
            );
          }}
        </CardList>
      )}
    </BlockSection>
  );
}
