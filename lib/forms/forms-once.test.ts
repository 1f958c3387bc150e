import { describe, expect, it } from '@jest/globals';
import { formsOnce } from './forms-once';

const form = (block: string, id: string) => ({ id: block, component: 'forms', data: { general: { id } } });
const other = (block: string) => ({ id: block, component: 'html_text', data: {} });

describe('formsOnce (rules §4: a form is added once)', () => {
  it.each([
    ['two blocks of one form render one', [form('a', 'f1'), form('b', 'f1')], ['a']],
    ['different forms both render', [form('a', 'f1'), form('b', 'f2')], ['a', 'b']],
    ['other blocks are untouched, order kept', [other('x'), form('a', 'f1'), other('y'), form('b', 'f1'), other('z')], ['x', 'a', 'y', 'z']],
    ['a forms block without id is kept', [{ id: 'n', component: 'forms', data: {} }, form('a', 'f1')], ['n', 'a']],
  ])('%s', (_rule, blocks, expected) => {
    expect(formsOnce(blocks).map((b) => b.id)).toEqual(expected);
  });
});
