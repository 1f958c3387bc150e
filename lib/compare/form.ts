import type { Block } from '@/lib/content/schema';

type FormsBlock = Extract<Block, { component: 'forms' }>;

/**
 * The comparison's lead form, offering only the compared programs in its program select (the
 * server still validates with the whole form: a subset of its options is always valid).
 */
export function formAmong(block: FormsBlock, programIds: readonly string[]): FormsBlock {
  const fields = block.data.fields.map((field) => {
    if (field.name !== 'program' || !Array.isArray(field.options)) return field;
    const options = field.options.filter((o: unknown) => programIds.includes(String((o as { value?: unknown } | null)?.value)));
    return options.length ? { ...field, options } : field;
  });
  return { ...block, data: { ...block.data, fields } };
}

export const isFormsBlock = (b: Block): b is FormsBlock => b.component === 'forms';
