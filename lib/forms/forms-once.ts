/**
 * A form is added once (rules §4): of several `forms` blocks with the same form id only the first
 * is kept; the API route validates against that same first block.
 */
type BlockLike = { component: string; data?: unknown };

const formIdOf = (b: BlockLike): string | null => {
  if (b.component !== 'forms' || typeof b.data !== 'object' || b.data === null) return null;
  const general = (b.data as { general?: { id?: unknown } }).general;
  return typeof general?.id === 'string' ? general.id : null;
};

export function formsOnce<B extends BlockLike>(blocks: readonly B[]): B[] {
  const seen = new Set<string>();
  return blocks.filter((b) => {
    const id = formIdOf(b);
    if (id === null) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
