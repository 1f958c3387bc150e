/**
 * Select bookkeeping of a form (rules §4): picking a select updates or adds it, the identifier is
 * rebuilt by joining the values with "|" in field order, and the filter is rebuilt from every
 * select except the location, document-type and program ones.
 */
import { DEPENDENT, type FieldOption, type FormField, type FormValues } from './fields';

export type SelectEntry = { id: string; value: string; idForm: string; identifier: string };
export type SelectState = { selects: SelectEntry[]; identifier: string; filter: string };

/** Selects that never take part in the filter (rules §4). */
export const FILTER_EXCLUDED = new Set(['state', 'referredState', 'city', 'referredCity', 'documentType', 'program']);

export const EMPTY_SELECTS: SelectState = { selects: [], identifier: '', filter: '' };

const join = (entries: readonly SelectEntry[]) => entries.map((s) => s.value).join('|');

/**
 * Pick `value` for the select `id` of form `idForm`. `fieldOrder` is the order of the form's
 * fields (names); selects not in it go last, in picking order.
 */
export function pickSelect(
  state: SelectState,
  fieldOrder: readonly string[],
  pick: { id: string; value: string; idForm: string },
): SelectState {
  const others = state.selects.filter((s) => s.id !== pick.id);
  const rank = (id: string) => {
    const i = fieldOrder.indexOf(id);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  const ordered = [...others, { ...pick, identifier: '' }]
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s.id) - rank(b.s.id) || a.i - b.i)
    .map(({ s }) => s);
  const identifier = join(ordered);
  const filter = join(ordered.filter((s) => !FILTER_EXCLUDED.has(s.id)));
  return { selects: ordered.map((s) => ({ ...s, identifier })), identifier, filter };
}

/** The picked value of a select, or '' when it has not been picked. */
export function selectValue(state: SelectState, id: string): string {
  return state.selects.find((s) => s.id === id)?.value ?? '';
}

/** The preselected values as picked selects, so that dependent options narrow from the start. */
export function initialSelects(fields: readonly FormField[], preselect: FormValues, idForm: string): SelectState {
  const order = fields.map((f) => f.name);
  return Object.entries(preselect).reduce<SelectState>(
    (s, [id, value]) => (typeof value === 'string' ? pickSelect(s, order, { id, value, idForm }) : s),
    EMPTY_SELECTS,
  );
}

/** Options of a select, narrowed to its parent's pick when the options name their parent. */
export function dependentOptions(field: FormField, state: SelectState): FieldOption[] {
  if (field.type !== 'select' && field.type !== 'radio') return [];
  const parent = DEPENDENT[field.name];
  if (!parent || !field.options.some((o) => o.parent !== undefined)) return field.options;
  const picked = selectValue(state, parent);
  return field.options.filter((o) => o.parent === undefined || o.parent === picked);
}

/** Options under a label (`<optgroup>`), or a list without one. */
export type OptionGroup = { label?: string; options: FieldOption[] };

/**
 * The options of a select as they are drawn. A dependent select (a city) whose parent has not been
 * picked lists every option grouped under its parent's label, so that it can be used without
 * scripts (the server checks the pair, rules §4); once the parent is picked in the page, it lists
 * that parent's options, as `dependentOptions` narrows them.
 */
export function optionGroups(field: FormField, fields: readonly FormField[], state: SelectState): OptionGroup[] {
  const parent = DEPENDENT[field.name];
  const parentField = fields.find((f) => f.name === parent);
  if (field.type !== 'select' || !parent || selectValue(state, parent) !== '' || !field.options.some((o) => o.parent !== undefined)) {
    return [{ options: dependentOptions(field, state) }];
  }
  const labels = new Map((parentField?.type === 'select' || parentField?.type === 'radio' ? parentField.options : []).map((o) => [o.value, o.label]));
  const groups = new Map<string | undefined, FieldOption[]>();
  for (const o of field.options) groups.set(o.parent, [...(groups.get(o.parent) ?? []), o]);
  return [...groups].map(([value, options]) => (value === undefined ? { options } : { label: labels.get(value) ?? value, options }));
}
