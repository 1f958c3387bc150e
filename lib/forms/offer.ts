/**
 * The program offer of a lead (programType, modality, campus, program), pure:
 * - a page's offer preselects every select it determines (rules §3);
 * - a program picked in the form brings its own type, modality and campus, from the content
 *   service's program data carried by the program select's options, never half of each;
 * - a landing's URL filters (rules §2, slugs) become CRM codes through that same program data, and
 *   the campus "n-a" is the campus N/A, which is empty (rules §3).
 */
import type { LandingFilters } from '@/lib/page/resolve';
import { normalizePhrase } from '@/lib/search/query';
import type { FieldOption, FormField, FormValues } from './field-schema';

export type Offer = { programType: string; modality: string; campus: string; program: string };
export const OFFER_KEYS = ['programType', 'modality', 'campus', 'program'] as const;
export const EMPTY_OFFER: Offer = { programType: '', modality: '', campus: '', program: '' };

/** "Sede Bogotá", "sede-bogota", "N/A" and "n-a" compare by letters and digits only. */
const key = (s: string | undefined) => normalizePhrase(s ?? '').replace(/\s+/g, '');
/** The campus N/A (rules §3): empty. */
const campusOf = (campus: string | undefined) => (key(campus) === 'na' ? '' : (campus ?? ''));

/** Options of the form's program select that carry program data. */
export function programOptions(fields: readonly FormField[]): FieldOption[] {
  const field = fields.find((f) => f.name === 'program' && (f.type === 'select' || f.type === 'radio'));
  return field && (field.type === 'select' || field.type === 'radio') ? field.options.filter((o) => o.modality !== undefined) : [];
}

/** The whole offer of one program option. */
const offerOfOption = (o: FieldOption): Offer => ({
  programType: o.programType ?? '',
  modality: o.modality ?? '',
  campus: campusOf(o.campus),
  program: o.value,
});

/**
 * The values a picked program determines: its type, modality and campus with it, overriding
 * the page's offer and any other pick. Empty when no program with data is picked.
 */
export function programOfferValues(fields: readonly FormField[], values: Readonly<FormValues>): Partial<Offer> {
  const picked = values.program;
  const option = programOptions(fields).find((o) => o.value === picked);
  return option ? offerOfOption(option) : {};
}

/**
 * The fields as the form's island needs them: a program option keeps its value, label and offer
 * codes (what a pick brings, above) and loses its slug and the modality's and campus's labels,
 * which only the server reads (a landing's filters, below). The page's payload carries what the
 * browser uses, no more.
 */
export function browserFields(fields: readonly FormField[]): FormField[] {
  return fields.map((f) =>
    f.type === 'select' || f.type === 'radio'
      ? { ...f, options: f.options.map(({ slug: _slug, modalityLabel: _modality, campusLabel: _campus, ...kept }) => kept) }
      : f,
  );
}

/** A landing's filters (slugs) as CRM codes, through the program data of the form's options. */
export function landingOffer(filters: LandingFilters, options: readonly FieldOption[]): Offer {
  const find = (want: string, ...of: ((o: FieldOption) => string | undefined)[]) =>
    want ? options.find((o) => of.some((get) => key(get(o)) === key(want))) : undefined;
  const program = find(filters.program, (o) => o.slug, (o) => o.label);
  if (program) return offerOfOption(program);
  return {
    programType: find(filters.programType, (o) => o.programType)?.programType ?? '',
    modality: find(filters.modality, (o) => o.modality, (o) => o.modalityLabel)?.modality ?? '',
    campus: key(filters.campus) === 'na' ? '' : campusOf(find(filters.campus, (o) => o.campus, (o) => o.campusLabel)?.campus),
    program: '',
  };
}

/**
 * Starting values of the selects an offer determines: a select named programType,
 * modality, campus or program starts on the offer's value when it is one of its options.
 */
export function preselectValues(fields: readonly FormField[], offer: Partial<Offer> | undefined): FormValues {
  const out: FormValues = {};
  if (!offer) return out;
  for (const f of fields) {
    if (f.type !== 'select' && f.type !== 'radio') continue;
    const name = OFFER_KEYS.find((k) => k === f.name);
    const want = name ? offer[name] : undefined;
    if (want && f.options.some((o) => o.value === want)) out[f.name] = want;
  }
  return out;
}
