import type { Event } from '@/lib/content/schema';
import { monthlySessions } from '@/lib/calendar/ics';
import { isPast } from '@/lib/forms/events';
import { formatDateRange, formatNumber, formatShortDate } from '@/lib/locale/format';
import { absoluteUrl, blockElementId, isoFromEpoch } from '../block-utils';
import { DetailFrame } from '../shared/detail-frame';
import type { BlockContext, BlockProps } from '../types';
import styles from '../shared/detail.module.css';

/** schema.org Event, held in person at its location. */
function eventJsonLd(event: Event, context: BlockContext): Record<string, unknown> {
  const organizer = { '@type': 'CollegeOrUniversity', name: context.config.name, url: absoluteUrl('/', context.siteUrl) };
  return {
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url: absoluteUrl(event.path, context.siteUrl),
    image: [absoluteUrl(event.image.styles.large, context.siteUrl)],
    startDate: isoFromEpoch(event.date.start),
    endDate: isoFromEpoch(event.date.end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.location,
        addressCountry: context.config.code.toUpperCase(),
      },
    },
    organizer,
  };
}

/** An event page: h1, when and where, description and structured data. */
export function EventDetail({ block, context }: BlockProps<'event_detail'>) {
  const { event } = block.data;
  const sessionsId = blockElementId(block.id, 'sessions');
  // A course (rules §9): 6 × count monthly sessions from the start date.
  const sessions = event.schedule ? monthlySessions(event.date.start, event.schedule.count) : [];
  // Pages are re-rendered every few minutes (ISR), so "now" is at most that old.
  const past = isPast(event.date.end);
  return (
    <DetailFrame
      block={block}
      context={context}
      entity={event}
      eyebrow="Evento"
      intro={
        <>
          {event.summary && <p className={styles.lead}>{event.summary}</p>}
          {past && (
            <p className={styles.past} role="note">
              Este evento ya se realizó. Inscríbete en uno de los próximos eventos más abajo o consulta <a href="/eventos">todos los eventos</a>.
            </p>
          )}
        </>
      }
      aside={
        <>
          <dl className={styles.facts}>
            <dt>{sessions.length ? 'Primera sesión' : 'Fecha'}</dt>
            <dd>
              <time dateTime={isoFromEpoch(event.date.start)}>{formatDateRange(event.date.start, event.date.end)}</time>
            </dd>
            {event.location && (
              <>
                <dt>Lugar</dt>
                <dd>{event.location}</dd>
              </>
            )}
            {sessions.length > 0 && (
              <>
                <dt>Sesiones</dt>
                <dd>{formatNumber(sessions.length)} sesiones mensuales</dd>
              </>
            )}
          </dl>
          <div className={styles.actions}>
            {/* An API route answering a file: a plain link, no client navigation or prefetch. */}
            <a href={`/api/calendar${event.path}`} className="btn btn--secondary" data-calendar-link="">
              Agregar a mi calendario
            </a>
          </div>
        </>
      }
      beforeBody={
        sessions.length > 0 && (
          <div className={`prose ${styles.body} ${styles.sessions}`}>
            <h2 id={sessionsId}>Fechas de las sesiones</h2>
            <ol aria-labelledby={sessionsId}>
              {sessions.map((start) => (
                <li key={start}>
                  {/* Short dates (rules §1 d/MM/yy), in UTC like every date of the page (rules §9). */}
                  <time dateTime={isoFromEpoch(start)}>{formatShortDate(start, 'UTC')}</time>
                </li>
              ))}
            </ol>
          </div>
        )
      }
      jsonLd={eventJsonLd(event, context)}
    />
  );
}
