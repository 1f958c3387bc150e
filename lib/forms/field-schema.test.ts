import { describe, expect, it } from '@jest/globals';
import {
  activeFields,
  buildFormSchema,
  CHECKBOX_MESSAGE,
  compilePattern,
  defaultValues,
  DEPENDENT_MESSAGE,
  EMAIL_MESSAGE,
  FILE_HINT,
  FILE_SIZE_MESSAGE,
  fieldsForKind,
  MAX_FILE_BYTES,
  surveyFields,
  fieldErrors,
  fixedValues,
  parseFields,
  INVALID_MESSAGE,
  PARSE_OPTIONS,
  PATTERN_MESSAGE,
  REQUIRED_MESSAGE,
} from './field-schema';

type Raw = Record<string, unknown>;
const f = (name: string, type: string, extra: Raw = {}): Raw => ({ name, type, label: name, ...extra });

/** First error message for `name`, or null when the values pass. */
function check(fields: Raw[], values: Record<string, unknown>, name: string): string | null {
  const result = buildFormSchema(parseFields(fields)).safeParse(values, PARSE_OPTIONS);
  if (result.success) return null;
  return fieldErrors(result.error)[name] ?? null;
}

describe('parseFields', () => {
  it.each([
    ['keeps known types', [f('a', 'text'), f('b', 'email')], ['a', 'b']],
    ['drops unknown types', [f('a', 'text'), f('b', 'slider'), f('c', 'captcha')], ['a', 'c']],
    ['drops fields without a name', [{ type: 'text', label: 'x' }, f('ok', 'tel')], ['ok']],
    ['drops malformed names', [f('a b', 'text'), f('<x>', 'text')], []],
    ['drops duplicate names', [f('a', 'text'), f('a', 'email')], ['a']],
    ['drops non-objects', ['x', 1, null, f('a', 'text')], ['a']],
  ])('%s', (_rule, raw, names) => {
    expect(parseFields(raw).map((x) => x.name)).toEqual(names);
  });

  it('types the union: select keeps options, defaults applied', () => {
    const [sel] = parseFields([f('state', 'select', { options: [{ value: 'ANT', label: 'Antioquia' }] })]);
    expect(sel).toMatchObject({ type: 'select', required: false, hidden: false, regex: [], options: [{ value: 'ANT' }] });
  });
});

describe('activeFields (rules §5 skipping)', () => {
  const names = (raw: Raw[]) => activeFields(parseFields(raw)).map((x) => x.name);
  it.each([
    ['buttons and captcha get no control', [f('a', 'text'), f('send', 'button'), f('cap', 'captcha')], ['a']],
    ['hidden documentNumber is skipped, province kept', [f('documentNumber', 'text', { hidden: true }), f('province', 'text'), f('tome', 'text')], ['province', 'tome']],
    ['visible documentNumber skips provinces/province/tome/folio', [f('documentNumber', 'text'), f('provinces', 'select'), f('province', 'text'), f('tome', 'text'), f('folio', 'text'), f('city', 'text')], ['documentNumber', 'city']],
    ['no documentNumber: province kept', [f('province', 'text')], ['province']],
    ['type hidden fields are kept (they carry values)', [f('source', 'hidden', { value: 'web' })], ['source']],
  ])('%s', (_rule, raw, expected) => {
    expect(names(raw)).toEqual(expected);
  });
});

describe('buildFormSchema rules (rules §5)', () => {
  it.each<[string, Raw[], Record<string, unknown>, string, string | null]>([
    ['required text missing', [f('firstName', 'text', { required: true })], {}, 'firstName', REQUIRED_MESSAGE],
    ['required text empty', [f('firstName', 'text', { required: true })], { firstName: '' }, 'firstName', REQUIRED_MESSAGE],
    ['required text blank is empty', [f('firstName', 'text', { required: true })], { firstName: '   ' }, 'firstName', REQUIRED_MESSAGE],
    ['required text filled', [f('firstName', 'text', { required: true })], { firstName: 'Ana' }, 'firstName', null],
    ['optional text may be absent', [f('nick', 'text')], {}, 'nick', null],
    ['required checkbox unchecked', [f('habeasData', 'checkbox', { required: true })], { habeasData: false }, 'habeasData', CHECKBOX_MESSAGE],
    ['required checkbox uses the field message', [f('habeasData', 'checkbox', { required: true, message: 'Acepta la política' })], { habeasData: false }, 'habeasData', 'Acepta la política'],
    ['required checkbox checked', [f('habeasData', 'checkbox', { required: true })], { habeasData: true }, 'habeasData', null],
    ['optional checkbox unchecked', [f('news', 'checkbox')], { news: false }, 'news', null],
    ['checkbox ignores regex', [f('habeasData', 'checkbox', { regex: ['^x$'] })], { habeasData: true }, 'habeasData', null],
    ['first regex applied with message', [f('documentNumber', 'text', { regex: ['^\\d{6,10}$', '^x$'], message: 'Solo números' })], { documentNumber: '12ab' }, 'documentNumber', 'Solo números'],
    ['first regex only (second ignored)', [f('documentNumber', 'text', { regex: ['^\\d{6,10}$', '^x$'] })], { documentNumber: '1234567' }, 'documentNumber', null],
    ['regex default message', [f('code', 'text', { regex: ['^[A-Z]+$'] })], { code: 'abc' }, 'code', PATTERN_MESSAGE],
    ['regex not applied to empty optional', [f('code', 'text', { regex: ['^[A-Z]+$'] })], { code: '' }, 'code', null],
    ['slash-delimited regex with flags', [f('code', 'text', { regex: ['/^[a-z]+$/i'] })], { code: 'ABC' }, 'code', null],
    ['invalid regex ignored', [f('code', 'text', { regex: ['(['] })], { code: 'anything' }, 'code', null],
    ['button gets no validation', [f('send', 'button', { required: true })], {}, 'send', null],
    ['captcha gets no validation', [f('cap', 'captcha', { required: true })], {}, 'cap', null],
    ['file never required', [f('docs', 'file', { required: true })], {}, 'docs', null],
    ['file ignores regex', [f('docs', 'file', { regex: ['^x$'] })], { docs: [{ name: 'a.pdf', type: 'application/pdf', size: 3, content: 'YWJj' }] }, 'docs', null],
    ['file total size capped', [f('docs', 'file')], { docs: [1, 2].map((i) => ({ name: `${i}.pdf`, type: 'application/pdf', size: 2_000_000, content: 'A'.repeat(2_700_000) })) }, 'docs', 'Los archivos pueden pesar hasta 3,5 MB en total'],
    ['file type checked', [f('docs', 'file')], { docs: [{ name: 'a.exe', type: 'application/x-msdownload', size: 3, content: 'YWJj' }] }, 'docs', 'Tipo de archivo no permitido (PDF, JPG o PNG)'],
    ['hidden documentNumber skipped even if required', [f('documentNumber', 'text', { required: true, hidden: true })], {}, 'documentNumber', null],
    ['visible documentNumber skips required province', [f('documentNumber', 'text'), f('province', 'text', { required: true })], {}, 'province', null],
    ['required events must be truthy', [f('event', 'events', { required: true, options: [{ value: 'e1', label: 'Open day' }] })], { event: '' }, 'event', REQUIRED_MESSAGE],
    ['events picks a listed event', [f('event', 'events', { required: true, options: [{ value: 'e1', label: 'Open day' }] })], { event: 'e1' }, 'event', null],
    ['time hour over 2 digits', [f('callAt', 'time')], { callAt: { hour: '123', minute: '00' } }, 'callAt', 'Máximo 2 dígitos'],
    ['time hour numeric', [f('callAt', 'time')], { callAt: { hour: 'ab', minute: '00' } }, 'callAt', 'Hora no válida'],
    ['time valid', [f('callAt', 'time', { required: true })], { callAt: { hour: '9', minute: '30' } }, 'callAt', null],
    ['optional time may be absent', [f('callAt', 'time')], {}, 'callAt', null],
    ['required time absent', [f('callAt', 'time', { required: true })], {}, 'callAt', REQUIRED_MESSAGE],
    ['malformed attachment gets a Spanish message', [f('docs', 'file')], { docs: [{ name: 5 }] }, 'docs', INVALID_MESSAGE],
    ['time required', [f('callAt', 'time', { required: true })], { callAt: { hour: '', minute: '' } }, 'callAt', REQUIRED_MESSAGE],
    ['email format', [f('email', 'email', { required: true })], { email: 'ana@' }, 'email', EMAIL_MESSAGE],
    ['email valid', [f('email', 'email', { required: true })], { email: 'ana@example.co' }, 'email', null],
    ['text max 120', [f('firstName', 'text')], { firstName: 'x'.repeat(121) }, 'firstName', 'Máximo 120 caracteres'],
    ['textarea max 2000', [f('commentary', 'textarea')], { commentary: 'x'.repeat(2001) }, 'commentary', 'Máximo 2000 caracteres'],
    ['textarea 2000 ok', [f('commentary', 'textarea')], { commentary: 'x'.repeat(2000) }, 'commentary', null],
    ['tel default format', [f('mobilePhone', 'tel')], { mobilePhone: 'call me' }, 'mobilePhone', 'Ingresa un número de teléfono válido'],
    ['select value must be an option', [f('state', 'select', { options: [{ value: 'ANT', label: 'Antioquia' }] })], { state: 'XX' }, 'state', 'Selecciona una opción válida'],
    ['required select empty', [f('state', 'select', { required: true, options: [{ value: 'ANT', label: 'A' }] })], { state: '' }, 'state', REQUIRED_MESSAGE],
    ['wrong type is rejected', [f('firstName', 'text', { required: true })], { firstName: 42 }, 'firstName', REQUIRED_MESSAGE],
  ])('%s', (_rule, fields, values, name, expected) => {
    expect(check(fields, values, name)).toBe(expected);
  });

  it('strips keys that are not fields', () => {
    const out = buildFormSchema(parseFields([f('a', 'text')])).parse({ a: 'x', website: 'spam', __proto__x: 1 });
    expect(out).toEqual({ a: 'x' });
  });
});

describe('helpers', () => {
  it.each([
    ['plain', '^a$', 'a', true],
    ['literal with flag', '/^a$/i', 'A', true],
    ['invalid → null', '(', '', null],
  ])('compilePattern %s', (_rule, source, input, expected) => {
    const re = compilePattern(source);
    expect(re === null ? null : re.test(input)).toBe(expected);
  });

  it('defaultValues per type', () => {
    const fields = parseFields([f('a', 'text'), f('b', 'checkbox'), f('c', 'file'), f('d', 'time'), f('e', 'hidden', { value: 'web' }), f('s', 'button')]);
    expect(defaultValues(fields)).toEqual({ a: '', b: false, c: [], d: { hour: '', minute: '', date: '' }, e: 'web' });
  });

  it('fixedValues: content-defined hidden values', () => {
    expect(fixedValues(parseFields([f('source', 'hidden', { value: 'web' }), f('a', 'text', { value: 'x' })]))).toEqual({ source: 'web' });
  });
});

describe('one attachment limit', () => {
  it('the label hint and the error state the limit the schema enforces', () => {
    const mb = (MAX_FILE_BYTES / 1024 / 1024).toLocaleString('es-CO');
    expect(FILE_HINT).toContain(`${mb} MB`);
    expect(FILE_SIZE_MESSAGE).toContain(`${mb} MB`);
  });

  it.each([
    ['two files just under the limit in all pass', MAX_FILE_BYTES - 6, null],
    ['two files over the limit in all are refused with the stated message', MAX_FILE_BYTES + 6, FILE_SIZE_MESSAGE],
  ])('%s', (_rule, total, expected) => {
    const half = total / 2;
    const file = (name: string) => ({ name, type: 'application/pdf', size: half, content: 'A'.repeat(Math.ceil(half / 3) * 4) });
    expect(check([f('docs', 'file')], { docs: [file('a.pdf'), file('b.pdf')] }, 'docs')).toBe(expected);
  });
});

describe('dependent selects on the server (rules §4)', () => {
  const geo = [
    f('state', 'select', { options: [{ value: 'antioquia', label: 'Antioquia' }, { value: 'bogota-dc', label: 'Bogotá D.C.' }] }),
    f('city', 'select', { options: [{ value: 'medellin', label: 'Medellín', parent: 'antioquia' }, { value: 'bogota', label: 'Bogotá', parent: 'bogota-dc' }, { value: 'otra', label: 'Otra' }] }),
    f('referredState', 'select', { options: [{ value: 'antioquia', label: 'Antioquia' }, { value: 'bogota-dc', label: 'Bogotá D.C.' }] }),
    f('referredCity', 'select', { options: [{ value: 'medellin', label: 'Medellín', parent: 'antioquia' }, { value: 'bogota', label: 'Bogotá', parent: 'bogota-dc' }] }),
  ];
  it.each<[string, Record<string, unknown>, string, string | null]>([
    ['city inside its state', { state: 'antioquia', city: 'medellin' }, 'city', null],
    ['city outside the chosen state', { state: 'antioquia', city: 'bogota' }, 'city', DEPENDENT_MESSAGE],
    ['city with no state chosen', { state: '', city: 'bogota' }, 'city', DEPENDENT_MESSAGE],
    ['an option without parent fits every state', { state: 'antioquia', city: 'otra' }, 'city', null],
    ['no city yet', { state: 'antioquia', city: '' }, 'city', null],
    ['referred city inside its referred state', { referredState: 'bogota-dc', referredCity: 'bogota' }, 'referredCity', null],
    ['referred city outside its referred state', { referredState: 'bogota-dc', referredCity: 'medellin' }, 'referredCity', DEPENDENT_MESSAGE],
  ])('%s', (_rule, values, name, expected) => {
    expect(check(geo, values, name)).toBe(expected);
  });
});

describe('survey fields (rules §5)', () => {
  const fields = parseFields([
    f('firstName', 'text'),
    f('hear', 'select', { endpoints: ['potential'], required: true, options: [{ value: 'web', label: 'Web' }] }),
    f('school', 'text', { endpoints: ['lead'] }),
    f('both', 'text', { endpoints: ['lead', 'potential'] }),
    f('none', 'text', { endpoints: [] }),
  ]);
  it.each([
    ['potential', ['firstName', 'hear']],
    ['lead', ['firstName', 'school']],
    ['landing', ['firstName']],
  ])('a %s form keeps ordinary fields and its own single-endpoint survey fields', (kind, expected) => {
    expect(fieldsForKind(fields, kind).map((x) => x.name)).toEqual(expected);
  });

  it('survey fields are validated like any other', () => {
    const potential = fieldsForKind(fields, 'potential');
    expect(surveyFields(potential).map((x) => x.name)).toEqual(['hear']);
    const result = buildFormSchema(potential).safeParse({ firstName: 'Ana', hear: '' }, PARSE_OPTIONS);
    expect(result.success ? null : fieldErrors(result.error).hear).toBe(REQUIRED_MESSAGE);
  });
});
