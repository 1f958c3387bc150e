import type { FieldOption } from '@/lib/forms/field-schema';
import { landingChoices, landingFor, landingPickOf } from './landings';

const OPTIONS: FieldOption[] = [
  { value: 'co-sis', label: 'Ingeniería de Sistemas', slug: 'ingenieria-de-sistemas', programType: 'pregrado', modality: 'PRE', modalityLabel: 'Presencial', campus: 'campus-bogota', campusLabel: 'Sede Bogotá' },
  { value: 'co-adm', label: 'Administración de Empresas', slug: 'administracion-de-empresas', programType: 'pregrado', modality: 'VIR', modalityLabel: 'Virtual', campus: 'N/A', campusLabel: 'N/A' },
  { value: 'co-mba', label: 'MBA', slug: 'mba', programType: 'posgrado', modality: 'SEMI', modalityLabel: 'Semipresencial', campus: 'campus-medellin', campusLabel: 'Sede Medellín' },
];

describe('landingChoices', () => {
  it('lists types, modalities and programs with their modality and campus', () => {
    const c = landingChoices(OPTIONS);
    expect(c.types.map((t) => t.value)).toEqual(['posgrado', 'pregrado']);
    expect(c.modalities.map((m) => m.value)).toEqual(['pre', 'semi', 'vir']);
    expect(c.programs.find((p) => p.value === 'administracion-de-empresas')?.label).toBe('Administración de Empresas · Virtual · Sin sede');
  });
});

describe('landingFor', () => {
  it.each([
    [{ type: '', modality: '', program: 'administracion-de-empresas' }, { path: '/landing/pregrado/vir/n-a/administracion-de-empresas' }],
    [{ type: 'pregrado', modality: 'pre', program: 'ingenieria-de-sistemas' }, { path: '/landing/pregrado/pre/campus-bogota/ingenieria-de-sistemas' }],
    [{ type: 'pregrado', modality: '', program: '' }, { path: '/landing/pregrado' }],
    [{ type: 'posgrado', modality: 'semi', program: '' }, { path: '/landing/posgrado/semi' }],
    [{ type: 'posgrado', modality: 'vir', program: '' }, { field: 'modality' }],
    [{ type: '', modality: '', program: '' }, { field: 'type' }],
    [{ type: 'posgrado', modality: '', program: 'administracion-de-empresas' }, { field: 'type' }],
    [{ type: '', modality: '', program: 'no-existe' }, { field: 'program' }],
  ])('%j → %j', (pick, expected) => expect(landingFor(pick, OPTIONS)).toMatchObject(expected));
});

describe('landingPickOf', () => {
  it.each([
    ['/landing/educacion-continua/vir', { type: 'educacion-continua', modality: 'vir', program: '' }],
    ['/landing/pregrado', { type: 'pregrado', modality: '', program: '' }],
    ['/landing/pregrado/pre/campus-bogota/ingenieria-de-sistemas?x=1', { type: 'pregrado', modality: 'pre', program: 'ingenieria-de-sistemas' }],
    ['/landing', null],
    ['/programas/psicologia', null],
  ])('%s → %j', (path, pick) => expect(landingPickOf(path)).toEqual(pick));

  it('gives back the pick of every path landingFor builds', () => {
    for (const pick of [{ type: '', modality: '', program: 'mba' }, { type: 'posgrado', modality: 'semi', program: '' }]) {
      const built = landingFor(pick, OPTIONS);
      const path = 'path' in built ? built.path : '';
      expect(landingFor(landingPickOf(path)!, OPTIONS)).toEqual(built);
    }
  });
});
