import type { Block } from '@/lib/content/schema';
import { formAmong } from './form';

type FormsBlock = Extract<Block, { component: 'forms' }>;

const block = (fields: Record<string, unknown>[]): FormsBlock =>
  ({ id: 'f', component: 'forms', identifier: 'comparar', data: { general: { id: 'f', title: 't', submitLabel: 's', kind: 'lead' }, fields } }) as FormsBlock;

describe('formAmong', () => {
  const program = { name: 'program', type: 'select', options: ['a', 'b', 'c', 'd'].map((value) => ({ value, label: value.toUpperCase() })) };

  it('offers the compared programs only, in the order of the comparison', () => {
    const [field] = formAmong(block([program]), ['c', 'a']).data.fields;
    expect(field?.options).toEqual([{ value: 'c', label: 'C' }, { value: 'a', label: 'A' }]);
  });

  it('keeps the other fields, and every program when none of the compared ones is offered', () => {
    const city = { name: 'city', type: 'select', options: [{ value: 'a' }] };
    expect(formAmong(block([city, program]), ['zz']).data.fields).toEqual([city, program]);
  });
});
