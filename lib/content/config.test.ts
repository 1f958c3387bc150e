import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUniversityConfig } from './config';

/** co's configuration as the embedded content service serves it. */
const co = () => JSON.parse(readFileSync(join(__dirname, '../../content-service/content/co/config.json'), 'utf8')) as Record<string, unknown>;
const notice = () => co().privacyNotice as Record<string, unknown>;
const policy = () => co().contactPolicy as Record<string, unknown>;

describe('parseUniversityConfig', () => {
  it('reads the notice and the contact policy of the embedded configuration', () => {
    const config = parseUniversityConfig(co());
    expect(config?.privacyNotice?.version).toBe('co-2026.11');
    expect(config?.contactPolicy?.publicHolidays).toBe('co');
  });

  // A malformed notice or policy must not take the pages down: it is dropped (and logged), the
  // rest of the configuration stands, like a malformed optional field of a page's metadata.
  it.each([
    ['a notice that is not an object', { privacyNotice: 'texto' }, 'privacyNotice'],
    ['a notice without a controller', { privacyNotice: { ...notice(), controller: undefined } }, 'privacyNotice'],
    ['a notice whose e-mail is not one', { privacyNotice: { ...notice(), controller: { ...(notice().controller as object), email: 'no es un correo' } } }, 'privacyNotice'],
    ['a notice with an unknown placeholder', { privacyNotice: { ...notice(), shortText: `${String(notice().shortText)} {otro}` } }, 'privacyNotice'],
    ['a notice with a version that is not a token', { privacyNotice: { ...notice(), version: 'v 1 <b>' } }, 'privacyNotice'],
    ['a notice without purposes', { privacyNotice: { ...notice(), purposes: [] } }, 'privacyNotice'],
    ['a notice whose policy path is a URL', { privacyNotice: { ...notice(), policyPath: 'https://evil.example/' } }, 'privacyNotice'],
    ['a policy window that ends before it starts', { contactPolicy: { ...policy(), windows: [{ days: ['mon'], from: '19:00', to: '07:00' }] } }, 'contactPolicy'],
    ['a policy with an unknown day', { contactPolicy: { ...policy(), windows: [{ days: ['lunes'], from: '07:00', to: '19:00' }] } }, 'contactPolicy'],
    ['a policy with a malformed closed date', { contactPolicy: { ...policy(), closedDates: ['2026-13-40'] } }, 'contactPolicy'],
    ['a policy with an unknown holiday calendar', { contactPolicy: { ...policy(), publicHolidays: 'pa' } }, 'contactPolicy'],
  ])('drops %s and keeps the rest', (_label, patch, dropped) => {
    const config = parseUniversityConfig({ ...co(), ...patch });
    expect(config).not.toBeNull();
    expect(config?.name).toBe('Universidad Andina del Saber');
    expect(config?.[dropped as 'privacyNotice' | 'contactPolicy']).toBeUndefined();
  });

  it('a malformed optional setting of the policy falls back to its default, the policy stays', () => {
    const config = parseUniversityConfig({ ...co(), contactPolicy: { ...policy(), slotMinutes: 45, offerDays: 'cinco' } });
    expect(config?.contactPolicy).toMatchObject({ slotMinutes: 60, offerDays: 5, publicHolidays: 'co' });
  });

  it.each([
    ['null', null],
    ['a string', 'texto'],
    ['a list', []],
    ['an unknown university', { ...co(), code: 'mx' }],
    ['no name', { ...co(), name: undefined }],
  ])('is null without its required fields: %s', (_label, raw) => {
    expect(parseUniversityConfig(raw)).toBeNull();
  });
});

describe('the cost rules of the configuration', () => {
  const costRules = () => co().costRules as { rules: Record<string, unknown>[] };

  it('reads every rule of the embedded configuration', () => {
    expect(parseUniversityConfig(co())?.costRules?.rules.map((r) => r.id)).toEqual(['merito-saber-11', 'pronto-pago', 'hermanos', 'convenio-empresarial', 'egresados']);
  });

  // A malformed rule goes alone: the estimator still offers the valid ones (docs/decisions/0014-compare-and-cost.md).
  it.each([
    ['a percent over 100', { percent: 150 }],
    ['a percent and bands at once', { bands: [{ label: 'x', percent: 5 }] }],
    ['no percent at all', { percent: undefined }],
    ['a label that is not text', { label: 5 }],
    ['no word on whether it combines', { combinable: 'sí' }],
    ['an id that is not a token', { id: 'Pronto Pago <b>' }],
  ])('drops a rule with %s and keeps the others', (_label, patch) => {
    const rules = costRules().rules.map((r) => (r.id === 'pronto-pago' ? { ...r, ...patch } : r));
    const config = parseUniversityConfig({ ...co(), costRules: { ...costRules(), rules: [...rules, 'no es una regla'] } });
    expect(config?.costRules?.rules.map((r) => r.id)).toEqual(['merito-saber-11', 'hermanos', 'convenio-empresarial', 'egresados']);
  });

  it('drops the whole set only when the set itself is broken, the configuration stands', () => {
    const config = parseUniversityConfig({ ...co(), costRules: { ...costRules(), maxPercent: 'cuarenta' } });
    expect(config?.name).toBe('Universidad Andina del Saber');
    expect(config?.costRules).toBeUndefined();
  });
});
