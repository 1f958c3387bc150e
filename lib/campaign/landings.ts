/**
 * The landings a campaign link may point at, read from the offer the landing's form carries
 * (rules §2: `/landing/{type}`, `/{type}/{modality}`, `/{type}/{modality}/{campus}/{program}`),
 * and the path of a builder's choice, checked with the same rule the landing page applies
 * (lib/page/landing-check.ts). Pure.
 */
import type { FieldOption } from '@/lib/forms/field-schema';
import { checkLanding, landingPath, slug } from '@/lib/page/landing-check';
import { LANDING_PREFIX, landingFiltersFromSegments, urlSegments } from '@/lib/page/resolve';

export type Choice = { value: string; label: string };
export type LandingChoices = { types: Choice[]; modalities: Choice[]; programs: Choice[] };

const NO_CAMPUS = 'n-a';
const campusSlug = (o: FieldOption) => (o.campus && slug(o.campus) !== NO_CAMPUS ? slug(o.campus) : NO_CAMPUS);
const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label, 'es');

function unique(choices: Choice[]): Choice[] {
  const seen = new Map<string, Choice>();
  for (const c of choices) if (c.value && !seen.has(c.value)) seen.set(c.value, c);
  return [...seen.values()].sort(byLabel);
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/-/g, ' ');

/** The builder's options: opportunity types, modalities and programs (each labelled with its modality and campus). */
export function landingChoices(options: readonly FieldOption[]): LandingChoices {
  const offered = options.filter((o) => o.slug && o.programType && o.modality);
  return {
    types: unique(offered.map((o) => ({ value: slug(o.programType ?? ''), label: capitalised(slug(o.programType ?? '')) }))),
    modalities: unique(offered.map((o) => ({ value: slug(o.modality ?? ''), label: o.modalityLabel ?? o.modality ?? '' }))),
    programs: unique(
      offered.map((o) => ({
        value: o.slug ?? '',
        label: `${o.label} · ${o.modalityLabel ?? o.modality} · ${o.campusLabel && campusSlug(o) !== NO_CAMPUS ? o.campusLabel : 'Sin sede'}`,
      })),
    ),
  };
}

export type LandingPick = { type: string; modality: string; program: string };
export type LandingResult = { path: string } | { error: string; field: keyof LandingPick };

/**
 * The landing of a pick: a program gives the whole path (its type, modality and campus); without
 * one, the type and maybe the modality. A combination the university does not offer is refused.
 */
export function landingFor(pick: LandingPick, options: readonly FieldOption[]): LandingResult {
  const offered = options.map((o) => ({ ...o, slug: o.slug ?? '' }));
  if (pick.program) {
    const program = offered.find((o) => o.slug === pick.program);
    if (!program) return { error: 'Ese programa no está en la oferta.', field: 'program' };
    const values = [slug(program.programType ?? ''), slug(program.modality ?? ''), campusSlug(program), program.slug];
    if (pick.type && pick.type !== values[0]) return { error: 'El programa elegido no es de ese tipo de oportunidad.', field: 'type' };
    if (pick.modality && pick.modality !== values[1]) return { error: 'El programa elegido no se ofrece en esa modalidad.', field: 'modality' };
    return { path: landingPath(values) };
  }
  if (!pick.type) return { error: 'Elija un tipo de oportunidad o un programa.', field: 'type' };
  const values = pick.modality ? [pick.type, pick.modality] : [pick.type];
  const check = checkLanding(values, offered);
  if (!check.valid) return { error: 'La universidad no ofrece esa combinación de tipo y modalidad.', field: check.unknown.index === 0 ? 'type' : 'modality' };
  return { path: landingPath(values) };
}

/**
 * The builder's pick that makes a landing's path (`/landing/{type}[/{modality}[/{campus}]/{program}]`):
 * how it offers a redirect's target in place of a redirected landing. Null for any other path.
 */
export function landingPickOf(path: string): LandingPick | null {
  const segments = urlSegments(path.replace(/[?#].*$/, ''));
  if (!segments || segments[0] !== LANDING_PREFIX || segments.length < 2) return null;
  const filters = landingFiltersFromSegments(segments.slice(1));
  return { type: filters.programType, modality: filters.modality, program: filters.program };
}
