import { FALLBACK_CONTACT_POLICY } from '@/lib/leads/consent-submission';
import { answerWhen, leadReference, parseWhatsappCookie, whatsappCookieValue, whatsappLeadHref, whatsappMessage, whatsappOffer } from './whatsapp-lead';

const LEAD = { ref: '0F4C2A10', program: 'Ingeniería de Sistemas' };
const UNIVERSITY = 'Universidad Andina del Saber';

describe('the prefilled WhatsApp message, per country', () => {
  it.each([
    ['co', '+57 310 745 2200', '573107452200', 'Colombia'],
    ['pa', '+507 6263-4500', '5076263-4500'.replace('-', ''), 'Panamá'],
    ['cr', '+506 8780-4500', '50687804500', 'Costa Rica'],
  ] as const)('%s: wa.me/<number> with the program and the reference', (code, number, digits, country) => {
    const message = `Hola, acabo de dejar mis datos en el sitio de ${UNIVERSITY} ${country} y quiero hablar con un asesor sobre Ingeniería de Sistemas. Mi referencia es 0F4C2A10.`;
    expect(whatsappMessage(LEAD, { name: UNIVERSITY, code })).toBe(message);
    const href = new URL(whatsappLeadHref(number, LEAD, { name: UNIVERSITY, code }));
    expect([href.origin, href.pathname, href.searchParams.get('text')]).toEqual(['https://wa.me', `/${digits}`, message]);
  });

  it('without a program, the message names none', () => {
    expect(whatsappMessage({ ref: 'AB12CD34', program: '' }, { name: UNIVERSITY, code: 'co' })).toBe(
      `Hola, acabo de dejar mis datos en el sitio de ${UNIVERSITY} Colombia y quiero hablar con un asesor. Mi referencia es AB12CD34.`,
    );
  });
});

describe('the lead reference and its cookie', () => {
  it('is the first eight characters of the Idempotency-Key, in upper case', () => {
    expect(leadReference('0f4c2a10-7d1e-4f6b-9a0e-3c5b2d1e4f60')).toBe('0F4C2A10');
  });

  it.each([
    ['round trip', whatsappCookieValue(LEAD), LEAD],
    ['no program', 'AB12CD34~', { ref: 'AB12CD34', program: '' }],
    ['markup dropped', 'AB12CD34~<b>x</b>', { ref: 'AB12CD34', program: 'bx/b' }],
    ['not a reference', 'abc~x', null],
    ['none', undefined, null],
  ])('%s', (_case, value, expected) => {
    expect(parseWhatsappCookie(value)).toEqual(expected);
  });
});

describe('when an adviser answers (the contact policy, Bogotá)', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['a Tuesday at 10:00', '2026-11-24T15:00:00Z', true, 'Un asesor te responde ahora, dentro de nuestro horario de atención.'],
    ['a Tuesday at 21:00', '2026-11-25T02:00:00Z', false, 'Estamos fuera del horario de atención: un asesor te responde el miércoles 25 de noviembre desde las 7:00 a. m.'],
    ['a Tuesday at 6:00', '2026-11-24T11:00:00Z', false, 'Estamos fuera del horario de atención: un asesor te responde hoy desde las 7:00 a. m.'],
    ['a Saturday at 16:00', '2026-11-28T21:00:00Z', false, 'Estamos fuera del horario de atención: un asesor te responde el lunes 30 de noviembre desde las 7:00 a. m.'],
  ])('%s', (_case, iso, open, text) => {
    expect(answerWhen(FALLBACK_CONTACT_POLICY, 'America/Bogota', at(iso))).toEqual({ open, text });
  });
});

describe('the offer of a landing\'s success in place', () => {
  const university = { name: UNIVERSITY, code: 'co' as const, whatsapp: '+57 310 745 2200', timeZone: 'America/Bogota' };
  it('the link, the answer time and the reference; nothing without a configured line', () => {
    const at = Date.parse('2026-11-24T15:00:00Z');
    expect(whatsappOffer(LEAD, university, FALLBACK_CONTACT_POLICY, at)).toEqual({
      href: whatsappLeadHref('+57 310 745 2200', LEAD, university),
      when: 'Un asesor te responde ahora, dentro de nuestro horario de atención.',
      ref: '0F4C2A10',
    });
    expect(whatsappOffer(LEAD, { ...university, whatsapp: undefined }, FALLBACK_CONTACT_POLICY, at)).toBeNull();
  });
});
