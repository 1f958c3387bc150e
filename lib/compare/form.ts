import type { Block } from '@/lib/content/schema';

type FormsBlock = Extract<Block, { component: 'forms' }>;

/**
 * The comparison's lead form, offering only the compared programs in its program select, in the
 * comparison's order (the server still validates with the whole form: a subset of its options is
 * always valid).
 */
export function formAmong(block: FormsBlock, programIds: readonly string[]): FormsBlock {
  const fields = block.data.fields.map((field) => {
    const all: unknown = field.options;
    if (field.name !== 'program' || !Array.isArray(all)) return field;
    const valueOf = (o: unknown) => String((o as { value?: unknown } | null)?.value);
    const options = programIds.flatMap((id) => all.filter((o: unknown) => valueOf(o) === id));
    return options.length ? { ...field, options } : field;
  });
  return { ...block, data: { ...block.data, fields } };
}

export const isFormsBlock = (b: Block): b is FormsBlock => b.component === 'forms';
