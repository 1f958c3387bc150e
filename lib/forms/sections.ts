/**
 * How a form's controls are laid out: consecutive fields of one `group` together, under its
 * legend. Apart from fields.ts (shared with the lazily loaded schema) so that it ships with the
 * form alone.
 */
import type { FormField } from './fields';

/** Consecutive fields of one `group` (rendered as a fieldset); a field without a group stands alone. */
export type Section = { group: string | undefined; fields: FormField[] };

/** The fields in order, consecutive fields of one `group` together. */
export function sections(fields: readonly FormField[]): Section[] {
  const out: Section[] = [];
  for (const f of fields) {
    const last = out.at(-1);
    if (last && f.group !== undefined && last.group === f.group) last.fields.push(f);
    else out.push({ group: f.group, fields: [f] });
  }
  return out;
}
