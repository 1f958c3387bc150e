import { describe, expect, it } from '@jest/globals';
import { checkLanding, checkLandingPath, type OfferedProgram } from './landing-check';

/** A small offer shaped like the content service's program data (content-service/content/co). */
const OFFER: OfferedProgram[] = [
  { slug: 'ingenieria-de-sistemas', programType: 'pregrado', modality: 'PRE', modalityLabel: 'Presencial', campus: 'campus-bogota', campusLabel: 'Sede Bogotá' },
  { slug: 'psicologia', programType: 'pregrado', modality: 'PRE', modalityLabel: 'Presencial', campus: 'campus-medellin', campusLabel: 'Sede Medellín' },
  { slug: 'administracion-de-empresas', programType: 'pregrado', modality: 'VIR', modalityLabel: 'Virtual', campus: 'N/A', campusLabel: 'Virtual (todo el país)' },
  { slug: 'maestria-en-educacion', programType: 'posgrado', modality: 'SEMI', modalityLabel: 'Semipresencial', campus: 'campus-bogota', campusLabel: 'Sede Bogotá' },
  { slug: 'diplomado-en-analitica-de-datos', programType: 'educacion-continua', modality: 'VIR', modalityLabel: 'Virtual', campus: 'N/A', campusLabel: 'Virtual (todo el país)' },
];

const invalid = (validPath: string, index: number, filter: string | null, value: string) => ({ valid: false, validPath, unknown: { index, filter, value } });

describe('checkLanding (rules §2 landing filters against the offer)', () => {
  it.each([
    ['no value: the bare landing', []],
    ['a type', ['pregrado']],
    ['another type, slug of its code', ['educacion-continua']],
    ['type and modality by label', ['pregrado', 'presencial']],
    ['type and modality by code', ['pregrado', 'vir']],
    ['three values: type, modality, program', ['pregrado', 'presencial', 'psicologia']],
    ['four values: type, modality, campus by code, program', ['pregrado', 'presencial', 'campus-bogota', 'ingenieria-de-sistemas']],
    ['four values: campus by its label', ['pregrado', 'presencial', 'sede-medellin', 'psicologia']],
    ['the campus N/A as n-a', ['pregrado', 'vir', 'n-a', 'administracion-de-empresas']],
    ['the campus N/A as virtual', ['pregrado', 'virtual', 'virtual', 'administracion-de-empresas']],
  ])('%s is valid', (_, values) => {
    expect(checkLanding(values, OFFER)).toEqual({ valid: true });
  });

  it.each([
    ['an unknown type', ['pregradoxyz'], invalid('/landing', 0, 'programType', 'pregradoxyz')],
    ['a scanner variant of a type', ['pregrado~'], invalid('/landing', 0, 'programType', 'pregrado~')],
    ['a type in two values', ['zzz', 'presencial'], invalid('/landing', 0, 'programType', 'zzz')],
    ['an unknown modality', ['pregrado', 'zzz'], invalid('/landing/pregrado', 1, 'modality', 'zzz')],
    ['a modality the type does not have', ['posgrado', 'presencial'], invalid('/landing/posgrado', 1, 'modality', 'presencial')],
    ['three values, the type', ['zzz', 'presencial', 'psicologia'], invalid('/landing', 0, 'programType', 'zzz')],
    ['three values, the modality', ['pregrado', 'zzz', 'psicologia'], invalid('/landing/pregrado', 1, 'modality', 'zzz')],
    ['three values, the program', ['pregrado', 'presencial', 'foo'], invalid('/landing/pregrado/presencial', 2, 'program', 'foo')],
    ['three values, a program of another modality', ['pregrado', 'virtual', 'psicologia'], invalid('/landing/pregrado/virtual', 2, 'program', 'psicologia')],
    ['four values, the type', ['zzz', 'presencial', 'campus-bogota', 'psicologia'], invalid('/landing', 0, 'programType', 'zzz')],
    ['four values, the modality', ['pregrado', 'zzz', 'campus-bogota', 'psicologia'], invalid('/landing/pregrado', 1, 'modality', 'zzz')],
    // The three-value prefix would read the campus as a program: the longest valid prefix is two values.
    ['four values, the campus', ['pregrado', 'presencial', 'foo', 'psicologia'], invalid('/landing/pregrado/presencial', 2, 'campus', 'foo')],
    ['four values, the program', ['pregrado', 'presencial', 'campus-bogota', 'bar'], invalid('/landing/pregrado/presencial', 3, 'program', 'bar')],
    ['four values, a program of another campus', ['pregrado', 'presencial', 'campus-bogota', 'psicologia'], invalid('/landing/pregrado/presencial', 3, 'program', 'psicologia')],
    // …unless the campus is itself a program's slug: then that three-value landing is the prefix.
    ['four values whose campus is a program', ['pregrado', 'presencial', 'psicologia', 'bar'], invalid('/landing/pregrado/presencial/psicologia', 2, 'campus', 'psicologia')],
    ['five values: beyond rules §2', ['pregrado', 'presencial', 'campus-bogota', 'ingenieria-de-sistemas', 'extra'], invalid('/landing/pregrado/presencial/campus-bogota/ingenieria-de-sistemas', 4, null, 'extra')],
  ])('%s is not', (_, values, expected) => {
    expect(checkLanding(values, OFFER)).toEqual(expected);
  });

  it('finds nothing in an empty offer', () => {
    expect(checkLanding(['pregrado'], [])).toEqual(invalid('/landing', 0, 'programType', 'pregrado'));
    expect(checkLanding([], [])).toEqual({ valid: true });
  });
});

describe('checkLandingPath (a link as a marketing link checker reads it)', () => {
  it.each([
    ['/landing/pregrado/presencial', { valid: true }],
    ['/Landing/Pregrado', { valid: true }],
    ['/landing/pregrado/gracias', { valid: true }],
    ['/landing/pregrado/zzz', invalid('/landing/pregrado', 1, 'modality', 'zzz')],
    ['/landing/ingenier%C3%ADa', invalid('/landing', 0, 'programType', 'ingeniería')],
    ['/programas/psicologia', null],
    ['/landing/%ff', null],
  ])('%s', (path, expected) => {
    expect(checkLandingPath(path, OFFER)).toEqual(expected);
  });
});
