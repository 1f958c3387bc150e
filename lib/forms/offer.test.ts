import { describe, expect, it } from '@jest/globals';
import { landingFiltersFromSegments } from '@/lib/page/resolve';
import { parseFields } from './field-schema';
import { browserFields, landingOffer, preselectValues, programOfferValues, programOptions, type Offer } from './offer';

const program = (value: string, slug: string, programType: string, modality: string, modalityLabel: string, campus: string, campusLabel: string) => ({
  value,
  label: value,
  slug,
  programType,
  modality,
  modalityLabel,
  campus,
  campusLabel,
});
const fields = parseFields([
  { name: 'firstName', type: 'text', label: 'Nombres' },
  {
    name: 'program',
    type: 'select',
    label: 'Programa',
    options: [
      program('co-ing-sistemas', 'ingenieria-de-sistemas', 'pregrado', 'PRE', 'Presencial', 'campus-bogota', 'Sede Bogotá'),
      program('co-administracion', 'administracion-de-empresas', 'pregrado', 'VIR', 'Virtual', 'N/A', 'Virtual'),
      program('co-mba', 'maestria-en-administracion-de-negocios-mba', 'posgrado', 'SEMI', 'Semipresencial', 'campus-medellin', 'Sede Medellín'),
    ],
  },
  { name: 'modality', type: 'select', label: 'Modalidad', options: [{ value: 'PRE', label: 'Presencial' }, { value: 'VIR', label: 'Virtual' }] },
  { name: 'city', type: 'select', label: 'Ciudad', options: [{ value: 'bogota', label: 'Bogotá' }] },
]);
const options = programOptions(fields);

describe('preselectValues', () => {
  it.each<[string, Partial<Offer> | undefined, Record<string, string>]>([
    ['a program page preselects its program and modality', { programType: 'pregrado', modality: 'PRE', campus: 'campus-bogota', program: 'co-ing-sistemas' }, { program: 'co-ing-sistemas', modality: 'PRE' }],
    ['a value that is not an option is left out', { modality: 'SEMI', program: 'co-unknown' }, {}],
    ['no offer, nothing preselected', undefined, {}],
    ['empty values are not picks', { program: '', modality: '' }, {}],
  ])('%s', (_rule, offer, expected) => {
    expect(preselectValues(fields, offer)).toEqual(expected);
  });
});

describe('programOfferValues: a picked program brings its whole offer', () => {
  it.each<[string, Record<string, unknown>, Partial<Offer>]>([
    ['another program: its type, modality and campus', { program: 'co-mba' }, { programType: 'posgrado', modality: 'SEMI', campus: 'campus-medellin', program: 'co-mba' }],
    ['a virtual program: campus N/A is empty', { program: 'co-administracion' }, { programType: 'pregrado', modality: 'VIR', campus: '', program: 'co-administracion' }],
    ['overrides a modality picked apart', { program: 'co-ing-sistemas', modality: 'VIR' }, { programType: 'pregrado', modality: 'PRE', campus: 'campus-bogota', program: 'co-ing-sistemas' }],
    ['no program picked: nothing (the page offer applies)', { program: '' }, {}],
    ['an unknown program: nothing', { program: 'x' }, {}],
  ])('%s', (_rule, values, expected) => {
    expect(programOfferValues(fields, values)).toEqual(expected);
  });
});

describe('browserFields: what the island needs of the fields', () => {
  const sent = browserFields(fields);

  it('keeps a program option its value, label and offer codes, not its slug or the labels', () => {
    const field = sent.find((f) => f.name === 'program');
    expect(field?.type === 'select' && field.options[0]).toEqual({ value: 'co-ing-sistemas', label: 'co-ing-sistemas', programType: 'pregrado', modality: 'PRE', campus: 'campus-bogota' });
  });

  it('leaves every other field as it was, and a pick still brings the whole offer', () => {
    expect(sent.filter((f) => f.name !== 'program')).toEqual(fields.filter((f) => f.name !== 'program'));
    expect(programOfferValues(sent, { program: 'co-mba' })).toEqual(programOfferValues(fields, { program: 'co-mba' }));
  });
});

describe('landingOffer: URL slugs → CRM codes (rules §2 table and §3)', () => {
  it.each<[string, string[], Offer]>([
    ['1 segment: opportunity type', ['pregrado'], { programType: 'pregrado', modality: '', campus: '', program: '' }],
    ['2 segments: + modality slug to code', ['pregrado', 'vir'], { programType: 'pregrado', modality: 'VIR', campus: '', program: '' }],
    ['modality by its label slug', ['posgrado', 'semipresencial'], { programType: 'posgrado', modality: 'SEMI', campus: '', program: '' }],
    ['3 segments: the program decides all four', ['pregrado', 'vir', 'administracion-de-empresas'], { programType: 'pregrado', modality: 'VIR', campus: '', program: 'co-administracion' }],
    ['4 segments with n-a: campus empty, program id', ['pregrado', 'vir', 'n-a', 'administracion-de-empresas'], { programType: 'pregrado', modality: 'VIR', campus: '', program: 'co-administracion' }],
    ['4 segments: the program wins over a contradicting path', ['pregrado', 'vir', 'sede-bogota', 'ingenieria-de-sistemas'], { programType: 'pregrado', modality: 'PRE', campus: 'campus-bogota', program: 'co-ing-sistemas' }],
    ['campus by its label slug without a known program', ['posgrado', 'semi', 'sede-medellin', 'otro'], { programType: 'posgrado', modality: 'SEMI', campus: 'campus-medellin', program: '' }],
    ['campus n-a alone is empty', ['pregrado', 'vir', 'n-a', 'otro'], { programType: 'pregrado', modality: 'VIR', campus: '', program: '' }],
    ['unknown slugs map to nothing, never to the slug itself', ['doctorado', 'xyz'], { programType: '', modality: '', campus: '', program: '' }],
  ])('%s', (_rule, segments, expected) => {
    expect(landingOffer(landingFiltersFromSegments(segments), options)).toEqual(expected);
  });
});
