import { UpstreamError } from '@/lib/content';
import { buildIcs, icsFileName } from '@/lib/calendar/ics';
import { env } from '@/lib/config/env';
import { jsonError } from '@/lib/http/json';
import { logger } from '@/lib/log';
import { pageAt } from '@/lib/page/page-at';
import { absoluteUrl } from '@/lib/seo/build-metadata';
import { htmlToText } from '@/lib/text/html-to-text';

type Props = { params: Promise<{ path: string[] }> };

const NOT_AN_EVENT = 'No encontramos un evento en esa dirección.';

/**
 * "Agregar a mi calendario": `/api/calendar/eventos/{slug}` answers the event of the page at
 * `/eventos/{slug}` as an iCalendar file (one VEVENT, times in UTC).
 */
export async function GET(_request: Request, { params }: Props) {
  // The router has decoded each segment once; lib/page takes them as they are.
  const segments = (await params).path;
  const path = `/${segments.join('/')}`;
  try {
    // The event page is found the way the site itself finds it (lib/page).
    const at = await pageAt(segments);
    if (at.to === 'not-found' && at.reason === 'invalid') return jsonError(400, 'La dirección del evento no es válida.');
    const block = at.to === 'page' ? at.page.blocks.find((b) => b.component === 'event_detail') : undefined;
    if (at.to !== 'page' || !block) return jsonError(404, NOT_AN_EVENT);
    const { config } = at;
    const { event, body } = block.data;
    const url = absoluteUrl(event.path, env().SITE_URL);
    const description = [event.summary, htmlToText(body).slice(0, 1_500), url].filter(Boolean).join('\n\n');
    const ics = buildIcs(
      {
        uid: `${event.id}@${new URL(env().SITE_URL).hostname}`,
        start: event.date.start,
        end: event.date.end,
        summary: event.title,
        description,
        location: event.location,
        url,
        scheduleCount: event.schedule?.count,
      },
      {
        prodId: `-//${config.shortName}//Sitio web//ES`,
        timeZone: config.timeZone,
        calendarName: config.name,
        stamp: Math.floor(Date.now() / 1000),
      },
    );
    return new Response(ics, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${icsFileName(at.resolution.pathname.split('/').at(-1) ?? '')}"`,
        'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    logger.warn('calendar.failed', { path, status: error instanceof UpstreamError ? error.status : null });
    return jsonError(503, 'El calendario no está disponible en este momento. Inténtalo de nuevo en unos minutos.', {
      'retry-after': '30',
    });
  }
}
