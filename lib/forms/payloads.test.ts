import { describe, expect, it } from '@jest/globals';
import {
  ATTENDEE_PLACEHOLDER,
  buildLandingPayload,
  buildLeadPayload,
  buildPayload,
  buildPotentialPayload,
  buildSubscriptionPayload,
  buildWebCasePayload,
  type PayloadContext,
} from './payloads';
import { campusCode, doNotDisturb, timeOf, usesSite } from './payload-values';

const NOW = new Date('2026-03-04T05:06:07.000Z');
const ctx: PayloadContext = {
  pathname: '/programas/ingenieria-de-sistemas',
  campaign: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'admisiones', utm_content: 'banner', utm_term: 'ingenieria', gclid: 'g123' },
  attribution: ['google-M-2026-03-01T00:00:00.000Z', 'organico-D-2026-02-01T00:00:00.000Z'],
  firstImpactDate: '2026-02-01T00:00:00.000Z',
  offer: { programType: 'pregrado', modality: 'PRE', campus: 'BOG', program: 'ING-SIS' },
  events: [{ value: 'e1', label: 'Open day · mar 4, 2026', title: 'Open day', location: 'Sede Norte', start: 1_772_600_000, end: '2026-03-05T12:00:00Z' }],
  modalityRule: 'VIR',
  alternativeMode: false,
  now: NOW,
};
const person = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.co',
  mobilePhone: '3001234567',
  documentType: 'CC',
  documentNumber: '1020304050',
  city: 'BOG',
  state: 'CUN',
  country: 'CO',
  personType: '1',
  habeasData: true,
};

describe('shared rules (rules §3)', () => {
  it.each([
    ['true', true, true],
    ['"si"', 'si', true],
    ['"SI " (case, space)', 'SI ', true],
    ['"no"', 'no', false],
    ['false', false, false],
    ['absent', undefined, false],
  ])('donotdisturblaw from %s', (_rule, answer, expected) => {
    expect(doNotDisturb({ donotdisturblaw: answer })).toBe(expected);
  });

  it.each([
    ['N/A → empty', 'N/A', ''],
    ['n/a → empty', 'n/a', ''],
    ['kept', 'BOG', 'BOG'],
  ])('campus %s', (_rule, campus, expected) => {
    expect(campusCode(campus)).toBe(expected);
  });

  it.each([
    ['VIR uses site', 'VIR', 'VIR', false, true],
    ['PRE uses campus', 'PRE', 'VIR', false, false],
    ['SEMI uses campus', 'SEMI', 'VIR', false, false],
    ['SEMI in alternative mode uses site', 'SEMI', 'VIR', true, true],
    ['VIR in alternative mode uses site', 'VIR', 'VIR', true, true],
    ['PRE in alternative mode uses campus', 'PRE', 'VIR', true, false],
    ['the rule modality comes from the configuration', 'PRE', 'PRE', false, true],
    ['with another rule, VIR uses campus', 'VIR', 'PRE', false, false],
    ['no modality never matches', '', '', false, false],
  ])('%s', (_rule, modality, modalityRule, alternativeMode, expected) => {
    expect(usesSite(modality, { modalityRule, alternativeMode })).toBe(expected);
  });

  it.each([
    ['a picked time', { hour: '9', minute: '30' }, '09:30'],
    ['not given', { hour: '', minute: '' }, ''],
    ['absent', undefined, ''],
  ])('timeOf: %s', (_rule, value, expected) => {
    expect(timeOf(value)).toBe(expected);
  });

  it('survey answers travel as survey, question by label; none answered → no key', () => {
    const survey = [{ name: 'hear', label: '¿Cómo nos conociste?' }];
    expect(buildPotentialPayload({ ...person, hear: 'redes-sociales' }, { ...ctx, survey }).survey).toEqual([{ question: '¿Cómo nos conociste?', answer: 'redes-sociales' }]);
    expect('survey' in buildLeadPayload({ ...person, hear: '' }, { ...ctx, survey })).toBe(false);
  });

  it('the lead carries the call-back time when asked; the landing form in its commentary', () => {
    expect(buildLeadPayload({ ...person, contactTime: { hour: '16', minute: '00' } }, ctx).contact.contactTime).toEqual({ value: '16:00' });
    expect('contactTime' in buildLeadPayload(person, ctx).contact).toBe(false);
    expect(buildLandingPayload({ ...person, preferredTime: { hour: '08', minute: '30' } }, ctx).commentary).toBe('Hora preferida de contacto: 08:30');
  });
});

describe('lead payload', () => {
  const lead = buildLeadPayload({ ...person, donotdisturblaw: 'si', preferredContactMethod: 'WhatsApp', sublist: 'S1' }, ctx);
  const opp = lead.opportunities[0];
  it.each<[string, unknown, unknown]>([
    ['contact names', [lead.contact.firstName, lead.contact.lastName], ['Ana', 'Pérez']],
    ['codes', [lead.contact.documentType, lead.contact.city, lead.contact.state, lead.contact.country, lead.contact.personType], [{ code: 'CC' }, { code: 'BOG' }, { code: 'CUN' }, { code: 'CO' }, { code: '1' }]],
    ['acceptanceURL empty', lead.contact.acceptanceURL, ''],
    ['habeasData', lead.contact.habeasData, true],
    ['donotdisturblaw "si"', lead.contact.donotdisturblaw, true],
    ['preferredContactMethod.value', lead.contact.preferredContactMethod, { value: 'WhatsApp' }],
    ['one opportunity', lead.opportunities.length, 1],
    ['funnelState fixed "1"', opp?.funnelState, { code: '1' }],
    ['subFunnelState fixed "101"', opp?.subFunnelState, { code: '101' }],
    ['program from page offer', [opp?.programType, opp?.program, opp?.modality], [{ code: 'pregrado' }, { code: 'ING-SIS' }, { code: 'PRE' }]],
    ['PRE → campus code', opp?.details, { sublist: 'S1', campus: { code: 'BOG' } }],
    ['landingName = path', opp?.landingName, '/programas/ingenieria-de-sistemas'],
    ['utm fields from cookies', [opp?.utm_source, opp?.utm_media, opp?.utm_campaign, opp?.utm_term, opp?.landingContent], ['google', 'cpc', 'admisiones', 'ingenieria', 'banner']],
    ['gClidMedios from gclid', opp?.gClidMedios, 'g123'],
    ['landingDescription = history joined', opp?.landingDescription, 'google-M-2026-03-01T00:00:00.000Z|organico-D-2026-02-01T00:00:00.000Z'],
    ['firstImpactDate', opp?.firstImpactDate, '2026-02-01T00:00:00.000Z'],
    ['source defaults to utm_source', opp?.source, { code: 'google' }],
    ['ownerBTL', opp?.ownerBTL, { documentNumber: '', name: '' }],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['VIR → site code', { modality: 'VIR', campus: 'MED' }, false, { sublist: '', site: { code: 'MED' } }],
    ['VIR with campus N/A → empty site', { modality: 'VIR', campus: 'N/A' }, false, { sublist: '', site: { code: '' } }],
    ['SEMI → campus code', { modality: 'SEMI', campus: 'MED' }, false, { sublist: '', campus: { code: 'MED' } }],
    ['SEMI alternative → site', { modality: 'SEMI', campus: 'MED' }, true, { sublist: '', site: { code: 'MED' } }],
  ])('details: %s', (_rule, values, alternativeMode, expected) => {
    expect(buildLeadPayload({ ...person, ...values }, { ...ctx, alternativeMode }).opportunities[0]?.details).toEqual(expected);
  });
});

describe('potential payload', () => {
  const { potential: p } = buildPotentialPayload({ ...person, telephone: '6011234567', period: '2026', subPeriod: '1' }, ctx);
  it.each<[string, unknown, unknown]>([
    ['gender fixed "3"', p.gender, { value: '3' }],
    ['contactTime fixed "Tarde"', p.contactTime, { value: 'Tarde' }],
    ['classification default "string"', p.classification, { code: 'string' }],
    ['attendee placeholder', p.attendee, ATTENDEE_PLACEHOLDER],
    ['landingName', p.landingName, '/programas/ingenieria-de-sistemas'],
    ['phones', [p.telephone, p.mobilePhone], ['6011234567', '3001234567']],
    ['period', [p.period, p.subPeriod], ['2026', '1']],
    ['interest', p.interest, { program: { code: 'ING-SIS' }, modality: { code: 'PRE' }, ownerBTL: { documentNumber: '', name: '' }, schoolData: {} }],
    ['tracking', [p.utm_source, p.gClidMedios, p.firstImpactDate], ['google', 'g123', '2026-02-01T00:00:00.000Z']],
    ['donotdisturblaw absent → false', p.donotdisturblaw, false],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('classification from the form wins', () => {
    expect(buildPotentialPayload({ classification: 'A' }, ctx).potential.classification).toEqual({ code: 'A' });
  });
});

describe('landing form payload', () => {
  const l = buildLandingPayload(
    { ...person, phone: '+57 300 123 4567', telephone: '', province: 'CUN', event: 'e1', referredName: 'Luis', referredDocumentNumber: '99' },
    ctx,
  );
  it.each<[string, unknown, unknown]>([
    ['date = now ISO', l.date, NOW.toISOString()],
    ['landing = path', l.landing, '/programas/ingenieria-de-sistemas'],
    ['name/lastname', [l.name, l.lastname], ['Ana', 'Pérez']],
    ['mobile list of numbers', l.mobile, [573001234567]],
    ['gender fixed "3"', l.gender, '3'],
    ['events as ISO', l.events, { name: 'Open day', location: 'Sede Norte', datetimeStart: new Date(1_772_600_000_000).toISOString(), datetimeEnd: '2026-03-05T12:00:00.000Z' }],
    ['referred', [l.referred.name, l.referred.DocumentNumber], ['Luis', '99']],
    ['utm block', l.utm, { landingContent: 'banner', landingCampaign: 'admisiones', landingMedio: 'cpc', landingSource: 'google', landingTerm: 'ingenieria', gClidMedios: 'g123', landingDescription: 'google-M-2026-03-01T00:00:00.000Z|organico-D-2026-02-01T00:00:00.000Z', landingName: '/programas/ingenieria-de-sistemas' }],
    ['program from offer', [l.program, l.modality], ['ING-SIS', 'PRE']],
    ['province', l.province, 'CUN'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('no event picked → empty event', () => {
    expect(buildLandingPayload({}, ctx).events).toEqual({ name: '', location: '', datetimeStart: '', datetimeEnd: '' });
  });
});

describe('web case payload', () => {
  const file = { name: 'nota.pdf', type: 'application/pdf', size: 3, content: 'YWJj' };
  const w = buildWebCasePayload({ documentNumber: '1', email: 'a@b.co', type: 'T1', class: 'C1', description: 'Hola', academicRecordId: 'AR9', moduleName: 'Notas', moduleValue: 'N', attachment: [file] });
  it.each<[string, unknown, unknown]>([
    ['caseType fixed "2"', w.caseType, { value: '2' }],
    ['channel fixed "20"', w.channel, { code: '20' }],
    ['type/class codes', [w.type, w.class], [{ code: 'T1' }, { code: 'C1' }]],
    ['academicRecord', w.academicRecord, { academicRecordId: 'AR9' }],
    ['module', w.module, { name: 'Notas', value: 'N' }],
    ['attachments', w.attachment, [file]],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('subscription payload', () => {
  it.each([
    ['"si" → student', 'si', true],
    ['"no" → not', 'no', false],
    ['absent → not', undefined, false],
  ])('isStudent %s', (_rule, answer, expected) => {
    expect(buildSubscriptionPayload({ email: 'a@b.co', name: 'Ana', isStudent: answer, habeasData: true })).toEqual({ email: 'a@b.co', name: 'Ana', isStudent: expected, habeasData: true });
  });
});

describe('buildPayload dispatches by kind', () => {
  it.each([
    ['lead', 'contact'],
    ['potential', 'potential'],
    ['landing', 'utm'],
    ['webcase', 'caseType'],
    ['subscription', 'isStudent'],
  ] as const)('%s', (kind, key) => {
    expect(buildPayload(kind, person, ctx)).toHaveProperty(key);
  });
});
