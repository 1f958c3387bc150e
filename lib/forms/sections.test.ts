import { describe, expect, it } from '@jest/globals';
import type { FormField } from './fields';
import { sections } from './sections';

const field = (name: string, group?: string): FormField => ({ name, label: '', required: false, regex: [], hidden: false, type: 'text', group });

describe('sections', () => {
  it('keeps the order and gathers consecutive fields of one group', () => {
    const out = sections([field('a'), field('b', 'G'), field('c', 'G'), field('d'), field('e', 'G')]);
    expect(out.map((s) => [s.group, s.fields.map((f) => f.name)])).toEqual([
      [undefined, ['a']],
      ['G', ['b', 'c']],
      [undefined, ['d']],
      ['G', ['e']],
    ]);
  });

  it('never gathers fields without a group', () => {
    expect(sections([field('a'), field('b')]).map((s) => s.fields.length)).toEqual([1, 1]);
  });
});
