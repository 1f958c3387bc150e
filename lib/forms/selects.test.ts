import { describe, expect, it } from '@jest/globals';
import type { FormField } from './fields';
import { dependentOptions, EMPTY_SELECTS, initialSelects, optionGroups, pickSelect, selectValue, type SelectState } from './selects';

const ORDER = ['documentType', 'modality', 'state', 'city', 'campus', 'program', 'period'];
const pickAll = (picks: [string, string][], order = ORDER): SelectState =>
  picks.reduce((state, [id, value]) => pickSelect(state, order, { id, value, idForm: 'f1' }), EMPTY_SELECTS);

describe('pickSelect (rules §4)', () => {
  it.each<[string, [string, string][], string, string]>([
    ['first pick adds the select', [['modality', 'VIR']], 'VIR', 'VIR'],
    ['identifier follows field order, not picking order', [['campus', 'BOG'], ['modality', 'PRE']], 'PRE|BOG', 'PRE|BOG'],
    ['picking again updates in place', [['modality', 'PRE'], ['campus', 'BOG'], ['modality', 'VIR']], 'VIR|BOG', 'VIR|BOG'],
    ['state and city stay out of the filter', [['state', 'ANT'], ['city', 'MED'], ['modality', 'VIR']], 'VIR|ANT|MED', 'VIR'],
    ['documentType and program stay out of the filter', [['program', 'ING'], ['documentType', 'CC'], ['period', '2026-1']], 'CC|ING|2026-1', '2026-1'],
    ['referredState and referredCity stay out of the filter', [['referredState', 'ANT'], ['referredCity', 'MED']], 'ANT|MED', ''],
    ['unknown selects go last in picking order', [['zeta', 'z'], ['modality', 'VIR'], ['alpha', 'a']], 'VIR|z|a', 'VIR|z|a'],
    ['empty value kept as a position', [['modality', ''], ['campus', 'BOG']], '|BOG', '|BOG'],
  ])('%s', (_rule, picks, identifier, filter) => {
    const state = pickAll(picks);
    expect(state.identifier).toBe(identifier);
    expect(state.filter).toBe(filter);
  });

  it('each select carries the rebuilt identifier and its form id', () => {
    const state = pickAll([['campus', 'BOG'], ['modality', 'PRE']]);
    expect(state.selects).toEqual([
      { id: 'modality', value: 'PRE', idForm: 'f1', identifier: 'PRE|BOG' },
      { id: 'campus', value: 'BOG', idForm: 'f1', identifier: 'PRE|BOG' },
    ]);
  });

  it('is pure', () => {
    const before = pickAll([['modality', 'PRE']]);
    const copy = structuredClone(before);
    pickSelect(before, ORDER, { id: 'modality', value: 'VIR', idForm: 'f1' });
    expect(before).toEqual(copy);
  });

  it.each([
    ['picked', 'modality', 'VIR'],
    ['not picked', 'campus', ''],
  ])('selectValue %s', (_rule, id, expected) => {
    expect(selectValue(pickAll([['modality', 'VIR']]), id)).toBe(expected);
  });
});

describe('initialSelects and dependentOptions (rules §4)', () => {
  const common = { label: '', required: false, regex: [], hidden: false };
  const state: FormField = { ...common, name: 'state', type: 'select', options: [{ value: 'ANT', label: 'Antioquia' }, { value: 'CUN', label: 'Cundinamarca' }] };
  const city: FormField = {
    ...common,
    name: 'city',
    type: 'select',
    options: [
      { value: 'MED', label: 'Medellín', parent: 'ANT' },
      { value: 'BOG', label: 'Bogotá', parent: 'CUN' },
      { value: 'OTR', label: 'Otra' },
    ],
  };
  const email: FormField = { ...common, name: 'email', type: 'email' };

  it('picks the preselected string values in field order, for the form', () => {
    const picked = initialSelects([state, city], { city: 'MED', state: 'ANT', accepted: true }, 'f1');
    expect(picked.identifier).toBe('ANT|MED');
    expect(picked.selects.map((s) => s.idForm)).toEqual(['f1', 'f1']);
  });

  it("narrows a child's options to its parent's pick, keeping options without a parent", () => {
    expect(dependentOptions(city, initialSelects([state], { state: 'CUN' }, 'f1')).map((o) => o.value)).toEqual(['BOG', 'OTR']);
    expect(dependentOptions(city, EMPTY_SELECTS).map((o) => o.value)).toEqual(['OTR']);
  });

  it('gives a select without a parent all its options, and a control without options none', () => {
    expect(dependentOptions(state, EMPTY_SELECTS)).toBe(state.options);
    expect(dependentOptions(email, EMPTY_SELECTS)).toEqual([]);
  });

  it('groups every option of a child under its parent\'s label while no parent is picked (usable without scripts)', () => {
    expect(optionGroups(city, [state, city], EMPTY_SELECTS)).toEqual([
      { label: 'Antioquia', options: [city.type === 'select' && city.options[0]] },
      { label: 'Cundinamarca', options: [city.type === 'select' && city.options[1]] },
      { options: [city.type === 'select' && city.options[2]] },
    ]);
  });

  it('draws the narrowed list once the parent is picked, and every other select as one list', () => {
    expect(optionGroups(city, [state, city], initialSelects([state], { state: 'CUN' }, 'f1'))).toEqual([{ options: dependentOptions(city, initialSelects([state], { state: 'CUN' }, 'f1')) }]);
    expect(optionGroups(state, [state, city], EMPTY_SELECTS)).toEqual([{ options: state.type === 'select' ? state.options : [] }]);
    expect(optionGroups(email, [state, city, email], EMPTY_SELECTS)).toEqual([{ options: [] }]);
  });
});
