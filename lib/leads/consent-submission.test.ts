/**
 * The consent a lead form asks and the receipt the route builds from it
 * (docs/decisions/0012-consent-records.md): the controls added to a form's definition, their
 * validation (the same schema in the browser and on the server), the call-back slots a form
 * offers, and the receipt from the configured notice, with co's embedded configuration.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUniversityConfig } from '@/lib/content/config';
import type { UniversityConfig } from '@/lib/content/schema';
import { checkSlot, offeredSlots } from '@/lib/consent/contact-hours';
import { noticeText, sha256Hex } from '@/lib/consent/notice';
import { CONTACT_CHANNELS } from '@/lib/consent/receipt';
import { instantOf } from '@/lib/consent/zoned-time';
import { CHANNEL_CHIPS, CHANNELS_MESSAGE, channelOf, GUARDIAN, GUARDIAN_CONSENT_MESSAGE, PREFERRED_MESSAGE, withConsentFields } from '@/lib/forms/consent-fields';
import { buildFormSchema, fieldErrors, parseFields, PARSE_OPTIONS } from '@/lib/forms/field-schema';
import { callbackSlotGroups, consentReceipt, contactPolicyOf, crmPayload, FALLBACK_CONTACT_POLICY, isStaleNotice, noticeFor, slotErrors } from './consent-submission';

function configOf(code: 'co' | 'pa' | 'cr'): UniversityConfig {
  const config = parseUniversityConfig(JSON.parse(readFileSync(join(__dirname, '../../content-service/content', code, 'config.json'), 'utf8')));
  if (!config) throw new Error(code);
  return config;
}
const co = configOf('co');
const bogota = (date: string, hhmm: string) => instantOf(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), 'America/Bogota');

/** co's embedded lead form, as its definition has it (its content fields, then the consent controls). */
const landing = JSON.parse(readFileSync(join(__dirname, '../../content-service/content/co/pages/landing.json'), 'utf8')) as {
  blocks: { component: string; data: { fields: unknown[] } }[];
};
const leadFields = withConsentFields(parseFields(landing.blocks.find((b) => b.component === 'forms')?.data.fields ?? []), 'lead');
const schema = buildFormSchema(leadFields);
const ADULT = {
  firstName: 'Valentina',
  lastName: 'Gómez',
  email: 'v@correo.com',
  mobilePhone: '3101234567',
  ageGroup: 'adulto',
  state: 'bogota-dc',
  city: 'bogota',
  program: 'co-ing-sistemas',
  donotdisturblaw: 'si',
  channels: ['email', 'whatsapp'],
  habeasData: true,
};
const GUARDIAN_VALUES = { [GUARDIAN.name]: 'Marta Restrepo', [GUARDIAN.documentNumber]: '52123456', [GUARDIAN.email]: 'marta@correo.com', [GUARDIAN.consent]: true };
const errorsOf = (values: Record<string, unknown>) => {
  const parsed = schema.safeParse(values, PARSE_OPTIONS);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the consent controls of a form', () => {
  it('a lead form gets the channel chips before its authorisation, and the guardian right after its age field', () => {
    const names = leadFields.map((f) => f.name);
    expect(names.indexOf('channels')).toBe(names.indexOf('habeasData') - 1);
    expect(names.slice(names.indexOf('ageGroup'), names.indexOf('ageGroup') + 5)).toEqual(['ageGroup', ...Object.values(GUARDIAN)]);
    expect(CHANNEL_CHIPS.map((c) => c.value)).toEqual([...CONTACT_CHANNELS]);
  });

  it.each([
    ['potential', true],
    ['landing', true],
    ['webcase', false],
    ['subscription', false],
  ])('%s asks for channels: %s; never twice', (kind, asks) => {
    const fields = parseFields([{ name: 'email', type: 'email' }, { name: 'habeasData', type: 'checkbox', required: true }]);
    expect(withConsentFields(fields, kind as string).some((f) => f.type === 'channels')).toBe(asks);
    expect(withConsentFields(withConsentFields(fields, 'lead'), 'lead').filter((f) => f.type === 'channels')).toHaveLength(1);
  });

  it.each([
    ['an adult with two channels', {}, {}],
    ['no channel chosen', { channels: [] }, { channels: CHANNELS_MESSAGE }],
    ['nothing chosen (react-hook-form sends false)', { channels: false }, { channels: CHANNELS_MESSAGE }],
    ['a channel that is not one', { channels: ['fax'] }, { channels: 'Selecciona una opción válida' }],
    ['no age group', { ageGroup: '' }, { ageGroup: 'Este campo es obligatorio' }],
    [
      'under 18 without a guardian',
      { ageGroup: 'menor' },
      { guardianName: 'Este campo es obligatorio', guardianDocument: 'Este campo es obligatorio', guardianEmail: 'Este campo es obligatorio', guardianConsent: GUARDIAN_CONSENT_MESSAGE },
    ],
    ['under 18, the guardian without their own authorisation', { ageGroup: 'menor', ...GUARDIAN_VALUES, guardianConsent: false }, { guardianConsent: GUARDIAN_CONSENT_MESSAGE }],
    ['under 18 with a guardian', { ageGroup: 'menor', ...GUARDIAN_VALUES }, {}],
    ['under 18, a guardian e-mail that is not one', { ageGroup: 'menor', ...GUARDIAN_VALUES, guardianEmail: 'marta' }, { guardianEmail: 'Ingresa un correo electrónico válido' }],
  ])('%s', (_, over, errors) => {
    expect(errorsOf({ ...ADULT, ...over })).toEqual(errors);
  });

  it('an adult’s blank guardian fields are not asked for', () => {
    expect(errorsOf({ ...ADULT, [GUARDIAN.name]: '', [GUARDIAN.consent]: false })).toEqual({});
  });

  it('a preferred contact method must be a channel the visitor authorised (its value reaches the CRM as sent)', () => {
    const fields = withConsentFields(parseFields([{ name: 'preferredContactMethod', type: 'select', options: [{ value: 'WhatsApp', label: 'WhatsApp' }, { value: 'Correo', label: 'Correo' }] }, { name: 'habeasData', type: 'checkbox', required: true }]), 'lead');
    const check = (values: Record<string, unknown>) => buildFormSchema(fields).safeParse({ habeasData: true, ...values }, PARSE_OPTIONS);
    expect(check({ preferredContactMethod: 'WhatsApp', channels: ['whatsapp'] }).success).toBe(true);
    const refused = check({ preferredContactMethod: 'Correo', channels: ['whatsapp'] });
    expect(refused.success ? {} : fieldErrors(refused.error)).toEqual({ preferredContactMethod: PREFERRED_MESSAGE });
    expect([channelOf('Llamada telefónica'), channelOf('SMS'), channelOf('e-mail'), channelOf('presencial')]).toEqual(['phone', 'sms', 'email', null]);
  });
});

describe('the call-back slots a form offers', () => {
  it('are exactly the contact policy’s slots at render time, by day, each accepted by the server', () => {
    const now = bogota('2026-11-13', '18:10'); // a Friday evening before the moved Monday holiday
    const groups = callbackSlotGroups(co, now);
    const offered = offeredSlots(contactPolicyOf(co), co.timeZone, now);
    expect(groups.flatMap((g) => g.options.map((o) => o.value))).toEqual(offered.map((s) => s.value));
    expect(groups.map((g) => g.label)).toEqual(['sábado 14 de noviembre', 'martes 17 de noviembre', 'miércoles 18 de noviembre', 'jueves 19 de noviembre', 'viernes 20 de noviembre']);
    for (const s of offered) expect(checkSlot(co.contactPolicy!, co.timeZone, s.value, now)).toMatchObject({ ok: true });
  });

  it('a refused form keeps its chosen slot while the server still accepts it, in its day, in order', () => {
    const picked = '2026-11-17T10:00';
    const values = (groups: ReturnType<typeof callbackSlotGroups>) => groups.flatMap((g) => g.options.map((o) => o.value));
    // 9:45: 10:00 starts within the notice, so it is no longer offered, but it is still accepted.
    const now = bogota('2026-11-17', '09:45');
    expect(values(callbackSlotGroups(co, now))).not.toContain(picked);
    const kept = callbackSlotGroups(co, now, [picked]);
    expect(kept[0]?.label).toBe('martes 17 de noviembre');
    expect(kept[0]?.options[0]).toEqual({ value: picked, label: '10:00 a. m. – 11:00 a. m.' });
    expect(values(kept)).toEqual([picked, ...values(callbackSlotGroups(co, now))]);
    // Once it has ended, or for a slot the policy never allowed, the list is the offered one.
    const later = bogota('2026-11-17', '11:05');
    expect(callbackSlotGroups(co, later, [picked])).toEqual(callbackSlotGroups(co, later));
    expect(callbackSlotGroups(co, now, ['2026-11-17T22:00', 'nonsense'])).toEqual(callbackSlotGroups(co, now));
  });

  it('the server refuses a slot outside the policy, beside the field, in Spanish', () => {
    const now = bogota('2026-11-13', '18:10');
    const at = (date: string, hour: string) => slotErrors(leadFields, { contactTime: { date, hour, minute: '00' } }, co, now);
    expect(at('2026-11-15', '10')).toEqual({ contactTime: 'Ese día no hacemos llamadas: elige otro horario' });
    expect(at('2026-11-16', '10')).toEqual({ contactTime: 'Ese día no hacemos llamadas: elige otro horario' });
    expect(at('2026-11-17', '19')).toEqual({ contactTime: 'A esa hora no hacemos llamadas: elige otro horario' });
    expect(at('2026-11-14', '15')).toEqual({ contactTime: 'A esa hora no hacemos llamadas: elige otro horario' });
    expect(at('', '10')).toEqual({ contactTime: 'Elige un horario de la lista' });
    expect(at('2026-11-17', '18')).toEqual({});
    expect(slotErrors(leadFields, { contactTime: { date: '', hour: '', minute: '' } }, co, now)).toEqual({});
  });

  it('a university without a valid policy offers Ley 2300’s hours, never any hour of the day', () => {
    const { contactPolicy: _, ...without } = co;
    expect(contactPolicyOf(without)).toBe(FALLBACK_CONTACT_POLICY);
    const hours = callbackSlotGroups(without, bogota('2026-11-17', '06:00')).flatMap((g) => g.options.map((o) => o.value.slice(11)));
    expect(hours.every((h) => h >= '07:00' && h <= '18:00')).toBe(true);
  });
});

describe('the receipt', () => {
  it('keeps the configured notice’s version and the sha256 of its exact text, the channels in order, page and form', () => {
    const receipt = consentReceipt(leadFields, ADULT, { formId: 'co-form-landing', pagePath: '/landing/pregrado' }, co);
    expect(receipt).toEqual({
      noticeVersion: 'co-2026.11',
      noticeSha256: sha256Hex(noticeText(co.privacyNotice!)),
      channels: ['whatsapp', 'email'],
      pagePath: '/landing/pregrado',
      formId: 'co-form-landing',
    });
  });

  it('names the guardian of a visitor under 18', () => {
    const receipt = consentReceipt(leadFields, { ...ADULT, ageGroup: 'menor', ...GUARDIAN_VALUES }, { formId: 'f', pagePath: '/p' }, co);
    expect(receipt?.guardian).toEqual({ name: 'Marta Restrepo', documentNumber: '52123456', email: 'marta@correo.com' });
  });

  it('a page showing another version (or none) is stale; a form without the authorisation shows no notice', () => {
    expect(isStaleNotice(leadFields, co, 'co-2026.11')).toBe(false);
    expect(isStaleNotice(leadFields, co, 'co-2026.01')).toBe(true);
    expect(isStaleNotice(leadFields, co, '')).toBe(true);
    const noAuthorisation = parseFields([{ name: 'email', type: 'email' }]);
    expect(noticeFor(noAuthorisation, co)).toBeNull();
    expect(isStaleNotice(noAuthorisation, co, '')).toBe(false);
    const { privacyNotice: _, ...without } = co;
    expect(consentReceipt(leadFields, ADULT, { formId: 'f', pagePath: '/p' }, without)).toBeNull();
  });
});

describe('the CRM payload and CRM_CONSENT_RECEIPT', () => {
  const payload = { contact: { email: 'v@correo.com', habeasData: true }, opportunities: [] };
  const receipt = consentReceipt(leadFields, ADULT, { formId: 'co-form-landing', pagePath: '/landing/pregrado' }, co);
  const now = Date.UTC(2026, 10, 17, 15, 0, 0);

  it('off: the payload as built, the same object', () => {
    expect(crmPayload(payload, receipt, false, now)).toBe(payload);
    expect(crmPayload(payload, null, true, now)).toBe(payload);
  });

  it('on: the receipt added as consentReceipt, with the time of the submission', () => {
    expect(crmPayload(payload, receipt, true, now)).toEqual({ ...payload, consentReceipt: { ...receipt, recordedAt: '2026-11-17T15:00:00.000Z' } });
  });
});
