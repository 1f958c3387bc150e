import 'server-only';
import { findPage, getUniversityConfig } from '@/lib/content';
import type { Block, ProgramOffer } from '@/lib/content/schema';
import { formatSpanishDate } from '@/lib/locale/format';
import { resolvePage, routingOptions, segmentsOf } from '@/lib/routing/resolve';
import { parseFields, type EventOption, type FormField } from './field-schema';
import { FORM_KINDS, type FormKind } from './payloads';

/**
 * A form's definition as the server knows it: the same content the page rendered, found by page
 * path and form id, so that the API route validates with exactly the schema the browser used.
 */
export type FormDefinition = {
  formId: string;
  kind: FormKind;
  title: string;
  submitLabel: string;
  fields: FormField[];
  events: EventOption[];
  /** Canonical path of the page. */
  pathname: string;
  offer: ProgramOffer | undefined;
};

export const isFormKind = (k: string): k is FormKind => (FORM_KINDS as readonly string[]).includes(k);

/** The events listed on the page: the options of an events field that has none of its own. */
export function pageEvents(blocks: readonly Block[]): EventOption[] {
  return blocks.flatMap((b) => {
    const list = b.component === 'event_list' ? b.data.events : b.component === 'event_detail' ? [b.data.event] : [];
    return list.map((e) => ({
      value: e.id,
      label: `${e.title} · ${formatSpanishDate(e.date.start)}`.slice(0, 300),
      title: e.title.slice(0, 300),
      location: e.location,
      start: e.date.start,
      end: e.date.end,
    }));
  });
}

export function withEventOptions(fields: FormField[], events: EventOption[]): FormField[] {
  return fields.map((f) => (f.type === 'events' && f.options.length === 0 ? { ...f, options: events } : f));
}

/** Build a definition from a forms block and the page's other blocks. */
export function definitionFrom(block: Extract<Block, { component: 'forms' }>, blocks: readonly Block[], pathname: string, offer?: ProgramOffer): FormDefinition | null {
  const { general } = block.data;
  if (!isFormKind(general.kind)) return null;
  const events = pageEvents(blocks);
  return {
    formId: general.id,
    kind: general.kind,
    title: general.title,
    submitLabel: general.submitLabel,
    fields: withEventOptions(parseFields(block.data.fields), events),
    events,
    pathname,
    offer,
  };
}

/**
 * Find form `formId` on the page at `pathname`. Null when the page or the form does not exist;
 * an outage of the content service throws (the caller answers 503, never 404).
 */
export async function findFormDefinition(pathname: string, formId: string): Promise<FormDefinition | null> {
  const config = await getUniversityConfig();
  const segments = segmentsOf(pathname);
  const resolution = segments && resolvePage(segments, routingOptions(config));
  if (!resolution || resolution.notFound || resolution.thankYou) return null;
  const page = await findPage(resolution.request, resolution.name);
  if (!page) return null;
  const block = page.blocks.find(
    (b): b is Extract<Block, { component: 'forms' }> => b.component === 'forms' && b.data.general.id === formId,
  );
  if (!block) return null;
  const offer = page.meta.programOffer;
  return definitionFrom(block, page.blocks, resolution.pathname, offer);
}
