import 'server-only';
import type { Block, ProgramOffer } from '@/lib/content/schema';
import { pageAt } from '@/lib/page/page-at';
import { pathnameSegments, type LandingFilters } from '@/lib/page/resolve';
import { withConsentFields } from './consent-fields';
import { withUpcomingEvents } from './events';
import { fieldsForKind, parseFields, type EventOption, type FormField, type FormValues } from './field-schema';
import { formsOnce } from './forms-once';
import { landingOffer, preselectValues, programOptions, type Offer } from './offer';
import { isFormKind, type FormKind } from './kinds';

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
  /**
   * Where a sent form leads: the page's thank-you path, or null on a landing, whose success shows
   * in place (its thank-you path leads back to it, rules §2).
   */
  thankYouPath: string | null;
  /** The page's offer: its programOffer, or a landing's URL filters as CRM codes (rules §2). */
  offer: Offer | undefined;
  /** Starting values of the selects the offer determines. */
  preselect: FormValues;
};

/** The events listed on the page: the options of an events field that has none of its own. */
export function pageEvents(blocks: readonly Block[]): EventOption[] {
  return blocks.flatMap((b) => {
    const list = b.component === 'event_list' ? b.data.events : b.component === 'event_detail' ? [b.data.event] : [];
    return list.map((e) => ({ value: e.id, label: e.title.slice(0, 300), location: e.location, start: e.date.start, end: e.date.end }));
  });
}

/** The thank-you path of a page (rules §2); null for a landing, where the success shows in place. */
export const thankYouPath = (pathname: string, landing: boolean): string | null => (landing ? null : pathname === '/' ? '/gracias' : `${pathname}/gracias`);

type Where = { pathname: string; offer?: ProgramOffer; landing?: LandingFilters | null; nowSeconds: number };

/**
 * Build a definition from a forms block and the page's other blocks: the fields of its kind
 * (survey fields, rules §5), upcoming events in date order, the consent controls, and the offer
 * that preselects it.
 */
export function definitionFrom(block: Extract<Block, { component: 'forms' }>, blocks: readonly Block[], where: Where): FormDefinition | null {
  const { general } = block.data;
  if (!isFormKind(general.kind)) return null;
  const parsed = withUpcomingEvents(fieldsForKind(parseFields(block.data.fields), general.kind), pageEvents(blocks), where.nowSeconds);
  // The channel control and a minor's guardian (docs/decisions/0012-consent-records.md).
  const fields = withConsentFields(parsed, general.kind);
  const offer = where.landing ? landingOffer(where.landing, programOptions(fields)) : where.offer;
  return {
    formId: general.id,
    kind: general.kind,
    title: general.title,
    submitLabel: general.submitLabel,
    fields,
    events: fields.flatMap((f) => (f.type === 'events' ? f.options : [])),
    pathname: where.pathname,
    thankYouPath: thankYouPath(where.pathname, Boolean(where.landing)),
    offer,
    preselect: preselectValues(fields, offer),
  };
}

/**
 * Find form `formId` on the page at `pathname`, the canonical path the page handed its form (see
 * `pathnameSegments`). Null when the page or the form does not exist; an outage of the content
 * service throws (the caller answers 503, never 404).
 */
export async function findFormDefinition(pathname: string, formId: string): Promise<FormDefinition | null> {
  const at = await pageAt(pathnameSegments(pathname));
  if (at.to !== 'page' || at.resolution.thankYou) return null;
  const { page, resolution } = at;
  const block = formsOnce(page.blocks).find(
    (b): b is Extract<Block, { component: 'forms' }> => b.component === 'forms' && b.data.general.id === formId,
  );
  if (!block) return null;
  return definitionFrom(block, page.blocks, {
    pathname: resolution.pathname,
    offer: page.meta.programOffer,
    landing: resolution.landing,
    nowSeconds: Math.floor(Date.now() / 1000),
  });
}
