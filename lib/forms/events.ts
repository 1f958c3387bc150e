/**
 * Event options of a form: only upcoming events, earliest first, each labelled with
 * its date; a preselected event that is no longer offered is dropped. Pure, with the clock passed in.
 */
import { formatSpanishDate } from '@/lib/locale/format';
import type { EventOption, FormField } from './field-schema';

/** Epoch seconds of an option's start or end (epoch seconds or ISO), null when unknown. */
export function epochOf(t: number | string | undefined): number | null {
  if (t === undefined || t === '') return null;
  const ms = typeof t === 'number' ? t * 1000 : Date.parse(t);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/**
 * Events that have not ended at `nowSeconds`, in date order. An event is still offered until it
 * ends; one without dates cannot be placed in time and is left out.
 */
export function upcomingEvents(options: readonly EventOption[], nowSeconds: number): EventOption[] {
  return options
    .flatMap((o) => {
      const start = epochOf(o.start);
      if (start === null) return [];
      const end = epochOf(o.end) ?? start;
      return end > nowSeconds ? [{ o, start }] : [];
    })
    .sort((a, b) => a.start - b.start)
    .map(({ o, start }) => {
      const title = o.title ?? o.label;
      return { ...o, title, label: `${title} · ${formatSpanishDate(start)}`.slice(0, 300) };
    });
}

/**
 * Every events control of a form gets the upcoming events: its own options, or the page's
 * events when it has none; its starting value is kept only while that event is offered.
 */
export function withUpcomingEvents(fields: readonly FormField[], pageEvents: readonly EventOption[], nowSeconds: number): FormField[] {
  return fields.map((f) => {
    if (f.type !== 'events') return f;
    const options = upcomingEvents(f.options.length ? f.options : pageEvents, nowSeconds);
    const value = f.value !== undefined && options.some((o) => o.value === f.value) ? f.value : undefined;
    return { ...f, options, value };
  });
}

/** Whether an event is over at `nowSeconds` (default: now). */
export const isPast = (end: number, nowSeconds = Math.floor(Date.now() / 1000)) => end <= nowSeconds;
