/**
 * The privacy notice of each university, as the embedded content service serves it: every element
 * its country's law asks a notice to carry, both in the configuration and in the exact text the
 * form shows (docs/decisions/0012-consent-records.md).
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUniversityConfig } from '@/lib/content/config';
import type { PrivacyNotice } from '@/lib/content/consent-config';
import { noticeText, sha256Hex, shownNotice } from './notice';

const CONTENT = join(__dirname, '../../content-service/content');

function noticeOf(code: string): PrivacyNotice {
  const config = parseUniversityConfig(JSON.parse(readFileSync(join(CONTENT, code, 'config.json'), 'utf8')));
  if (!config?.privacyNotice) throw new Error(`${code}: no privacy notice`);
  return config.privacyNotice;
}

/** Every word, case-insensitively, in `text`. */
const mentions = (text: string, ...words: string[]) => words.every((w) => text.toLowerCase().includes(w.toLowerCase()));

type Check = [element: string, holds: (n: PrivacyNotice, text: string) => boolean];

/** Elements every notice carries, whatever the country. */
const COMMON: Check[] = [
  ['controller: name, tax id, address, e-mail and phone', (n) => [n.controller.name, n.controller.taxId.value, n.controller.address, n.controller.email, n.controller.phone].every((v) => v.trim() !== '')],
  ['the controller named in the text with its tax id and address', (n, t) => mentions(t, n.controller.name, `${n.controller.taxId.kind} ${n.controller.taxId.value}`, n.controller.address)],
  ['how to exercise the rights: the e-mail in the text', (n, t) => mentions(t, n.controller.email) && mentions(n.howToExercise, n.controller.email)],
  ['purposes, recipients, mandatory fields, consequences of refusing', (n) => n.purposes.length > 0 && n.recipients.length > 0 && n.mandatoryFields.length > 0 && n.refusalConsequences.length > 20],
  ['a complaint authority', (n) => n.authority.length > 0],
  ['the full policy at /politica-de-privacidad', (n) => n.policyPath === '/politica-de-privacidad'],
  ['a version of its own', (n) => /^[a-z]{2}-\d{4}\.\d{2}$/.test(n.version)],
];

const REQUIRED: Record<'co' | 'pa' | 'cr', Check[]> = {
  // Ley 1581 de 2012 arts. 9 and 12, Decreto 1377 de 2013 arts. 5–7: prior, express, informed.
  co: [
    ['the laws: Ley 1581 de 2012 and Decreto 1377 de 2013', (n) => n.laws.some((l) => l.includes('Ley 1581 de 2012')) && n.laws.some((l) => l.includes('Decreto 1377 de 2013'))],
    ['an authorisation that is prior, express and informed', (_, t) => mentions(t, 'autorizo', 'previa', 'expresa', 'informada')],
    ['the controller identified by its NIT', (n, t) => n.controller.taxId.kind === 'NIT' && mentions(t, `NIT ${n.controller.taxId.value}`)],
    ['the treatment and its purpose, in the text', (_, t) => mentions(t, 'con el fin de')],
    ['the optional answers on sensitive and minors’ data (art. 12 b)', (n, t) => mentions(t, 'sensibles', 'menores', 'facultativo') && mentions(n.refusalConsequences, 'facultativo')],
    ['the rights of art. 8: know, update, rectify, proof, revoke, delete, complain to the SIC', (n, t) =>
      mentions(n.rights.join(' '), 'conocer', 'actualizar', 'rectificar', 'prueba de la autorización', 'revocar', 'supresión', 'Superintendencia de Industria y Comercio') &&
      mentions(t, 'conocer', 'actualizar', 'rectificar', 'suprimir', 'revocar')],
    ['answer times: 10 business days a query, 15 a claim', (n) => n.answerTimes.query.days === 10 && n.answerTimes.claim.days === 15 && n.answerTimes.query.businessDays && n.answerTimes.claim.businessDays],
  ],
  // Ley 81 de 2019 and Decreto Ejecutivo 285 de 2021: traceable, revocable consent; ARCO and portability.
  pa: [
    ['the laws: Ley 81 de 2019 and Decreto Ejecutivo 285 de 2021', (n) => n.laws.includes('Ley 81 de 2019') && n.laws.includes('Decreto Ejecutivo 285 de 2021')],
    ['consent given, traceable: an electronic record is kept', (_, t) => mentions(t, 'consentimiento', 'registro electrónico')],
    ['consent revocable at any time, without retroactive effect', (n, t) => mentions(t, 'revocar', 'sin efecto retroactivo') && mentions(n.rights.join(' '), 'revocar')],
    ['access, rectification, cancellation, objection and portability', (n, t) =>
      mentions(t, 'acceso', 'rectificación', 'cancelación', 'oposición', 'portabilidad') &&
      mentions(n.rights.join(' '), 'acceso', 'rectificación', 'cancelación', 'oposición', 'portabilidad')],
    ['the controller identified by its RUC', (n) => n.controller.taxId.kind === 'RUC'],
    ['answer times in business days', (n) => n.answerTimes.query.days > 0 && n.answerTimes.query.businessDays && n.answerTimes.claim.businessDays],
  ],
  // Ley 8968 art. 5: the seven items, before collecting.
  cr: [
    ['1. the database exists', (n, t) => mentions(t, 'base de datos') && mentions(n.database, 'base de datos')],
    ['2. its purposes', (n, t) => mentions(t, 'para atender mi solicitud') && n.purposes.length >= 2],
    ['3. its recipients (who will consult it)', (n, t) => mentions(t, 'consultarán', 'proveedores') && n.recipients.length >= 2],
    ['4. which fields are mandatory', (n, t) => mentions(t, 'campos obligatorios', 'opcionales') && n.mandatoryFields.length >= 4],
    ['5. the consequences of refusing', (n, t) => mentions(t, 'si no los entrego', 'no podrá') && mentions(n.refusalConsequences, 'no podremos')],
    ['6. the rights', (n, t) => mentions(t, 'acceder', 'rectificar', 'suprimir', 'revocar') && mentions(n.rights.join(' '), 'acceder', 'rectificar', 'suprimir', 'PRODHAB')],
    ['7. the identity and address of the controller', (n, t) => n.controller.taxId.kind === 'Cédula jurídica' && mentions(t, n.controller.name, n.controller.address)],
    ['the law: Ley 8968 and its reglamento', (n) => n.laws.some((l) => l.startsWith('Ley 8968')) && n.laws.some((l) => l.includes('Reglamento'))],
    ['answer time: 5 business days (art. 7)', (n) => n.answerTimes.query.days === 5 && n.answerTimes.claim.days === 5 && n.answerTimes.query.businessDays],
  ],
};

describe.each(['co', 'pa', 'cr'] as const)('the privacy notice of %s', (code) => {
  const notice = noticeOf(code);
  const text = noticeText(notice);

  it.each([...COMMON, ...REQUIRED[code]])('carries %s', (_element, holds) => {
    expect(holds(notice, text)).toBe(true);
  });

  it('shows a text with every placeholder filled, short enough to read beside a checkbox', () => {
    expect(text).not.toMatch(/[{}]/);
    expect(text.length).toBeLessThan(700);
  });

  it('points at a policy page of the embedded content that carries the same version and controller', () => {
    const pages = readdirSync(join(CONTENT, code, 'pages')).map((f) => JSON.parse(readFileSync(join(CONTENT, code, 'pages', f), 'utf8')) as { path?: string; blocks: { data: { html?: string } }[] });
    const policy = pages.find((p) => p.path === notice.policyPath);
    expect(policy).toBeDefined();
    const html = (policy?.blocks ?? []).map((b) => b.data.html ?? '').join(' ');
    expect(mentions(html, notice.version, notice.controller.taxId.value, notice.controller.email, notice.authority)).toBe(true);
    for (const law of notice.laws) expect(mentions(html, law)).toBe(true);
  });
});

describe('noticeText and its sha256', () => {
  const notice = noticeOf('co');

  it('fills the placeholders from the controller and folds white space, as textContent reads it', () => {
    const text = noticeText({ ...notice, shortText: '  Autorizo a {responsable},\n  en {direccion}; escribo a {correo} o llamo al {telefono}.  ' });
    expect(text).toBe(
      'Autorizo a Universidad Andina del Saber (NIT 860.512.347-8), en Carrera 13 # 48-26, Chapinero, Bogotá D.C., Colombia; escribo a datospersonales@uandinadelsaber.edu.co o llamo al +57 601 745 2200.',
    );
  });

  it('is the same string whatever the Unicode form of the configuration (NFC)', () => {
    const decomposed = { ...notice, shortText: notice.shortText.normalize('NFD') };
    expect(noticeText(decomposed)).toBe(noticeText(notice));
  });

  it('hashes the UTF-8 bytes: a known vector, and one changed character changes the hash', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const shown = shownNotice(notice);
    expect(shown).toEqual({ version: 'co-2026.11', text: noticeText(notice), sha256: sha256Hex(noticeText(notice)), policyPath: '/politica-de-privacidad' });
    expect(shownNotice({ ...notice, shortText: notice.shortText.replace('previa', 'prévia') }).sha256).not.toBe(shown.sha256);
  });
});
