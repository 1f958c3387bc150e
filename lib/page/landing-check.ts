/**
 * Whether a landing path names what the university offers (rules §2 landing filters), pure: the
 * page decides its robots and canonical with it, and a marketing link checker can name a
 * mistyped campaign link with it (docs/decisions/0011-search-engine-freshness.md).
 *
 * A value is known when some program of the offer has it together with every value before it,
 * compared as the content service compares them: the value is the slug of the program's type,
 * of its modality's code or label, of its campus's code or label (a program without campus, N/A,
 * is also `virtual`), or the program's own slug. Only the exact slug counts: `pregrado~` and
 * `Pregrado ` are not `pregrado`.
 */
import { LANDING_PREFIX, THANK_YOU, urlSegments, type LandingFilters } from './resolve';

/** One program of the offer: the program data the content service attaches to a form's program options. */
export type OfferedProgram = {
  slug?: string;
  programType?: string;
  modality?: string;
  modalityLabel?: string;
  campus?: string;
  campusLabel?: string;
};

export type LandingFilter = keyof LandingFilters;

export type LandingCheck =
  | { valid: true }
  | {
      valid: false;
      /** The longest prefix of the path that is a valid landing by itself (`/landing` at least): the canonical. */
      validPath: string;
      /** The first value not offered: its place among the values (0-based), its filter (null past the four of rules §2) and itself. */
      unknown: { index: number; filter: LandingFilter | null; value: string };
    };

/** Rules §2: which filter each value sets, by how many values the path has. */
const FILTERS: readonly (readonly LandingFilter[])[] = [
  [],
  ['programType'],
  ['programType', 'modality'],
  ['programType', 'modality', 'program'],
  ['programType', 'modality', 'campus', 'program'],
];

/** "Educación Continua" → "educacion-continua", "N/A" → "n-a" (the content service's slugs). */
export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const NO_CAMPUS = 'n-a';

const candidates: Record<LandingFilter, (p: OfferedProgram) => (string | undefined)[]> = {
  programType: (p) => [p.programType],
  modality: (p) => [p.modality, p.modalityLabel],
  campus: (p) => [p.campus, p.campusLabel, ...(slug(p.campus ?? '') === NO_CAMPUS ? ['virtual'] : [])],
  program: (p) => [p.slug],
};

const has = (p: OfferedProgram, filter: LandingFilter, value: string) => candidates[filter](p).some((c) => c !== undefined && slug(c) === value);

/** The index of the first value no program offers along with the values before it; -1 when all are. */
function firstUnknown(values: readonly string[], offer: readonly OfferedProgram[]): number {
  const filters = FILTERS[values.length];
  if (!filters) return FILTERS.length - 1;
  let matching = offer;
  for (const [i, filter] of filters.entries()) {
    const value = values[i] ?? '';
    matching = matching.filter((p) => has(p, filter, value));
    if (matching.length === 0) return i;
  }
  return -1;
}

export const landingPath = (values: readonly string[]) => `/${[LANDING_PREFIX, ...values].join('/')}`;

const VALID: LandingCheck = { valid: true };

/**
 * A landing's values (the path's segments after `landing`, as lib/page reads them: decoded,
 * lower-cased) checked against the offer.
 */
export function checkLanding(values: readonly string[], offer: readonly OfferedProgram[]): LandingCheck {
  const index = firstUnknown(values, offer);
  if (index === -1) return VALID;
  let keep = values.length - 1;
  while (keep > 0 && firstUnknown(values.slice(0, keep), offer) !== -1) keep -= 1;
  return {
    valid: false,
    validPath: landingPath(values.slice(0, keep)),
    unknown: { index, filter: FILTERS[values.length]?.[index] ?? null, value: values[index] ?? '' },
  };
}

/**
 * A link's path (as it travels in a URL) checked as a landing: null when it is no landing path.
 * A landing thank-you path is checked as the landing it redirects to (rules §2).
 */
export function checkLandingPath(urlPath: string, offer: readonly OfferedProgram[]): LandingCheck | null {
  const segments = urlSegments(urlPath);
  if (!segments || segments[0] !== LANDING_PREFIX) return null;
  const values = segments.slice(1);
  if (values.at(-1) === THANK_YOU) values.pop();
  return checkLanding(values, offer);
}
