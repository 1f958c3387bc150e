import { beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUniversityConfig } from '@/lib/content/config';
import { noticeText, sha256Hex } from '@/lib/consent/notice';
import type { ConsentReceiptInput } from '@/lib/consent/receipt';
import { withConsentFields } from '@/lib/forms/consent-fields';
import { parseFields } from '@/lib/forms/field-schema';
import { buildLeadPayload, buildWebCasePayload } from '@/lib/forms/payloads';
import { LEAD_FORM, LEAD_VALUES } from '@/test/lead-values';
import { consentReceipt } from './consent-submission';
import type { StoreFactory } from './outbox-contract';
import type { OutboxStore } from './store';

/**
 * The consent records of every store (docs/decisions/0012-consent-records.md), part of the outbox
 * contract: receipts committed with their lead, retention, and `npm run leads -- receipts | erase`
 * run as a real command against the same database.
 */
const DAY = 86_400_000;
const RETAIN = 30 * DAY;

type Person = { firstName: string; lastName: string; email: string; mobilePhone: string; documentNumber: string };
const ANA: Person = { firstName: 'Valentina', lastName: 'Gómez Restrepo', email: 'valentina.gomez@correo.com', mobilePhone: '3101234567', documentNumber: '1012345678' };
const LUIS: Person = { firstName: 'Luis Fernando', lastName: 'Quintero Arango', email: 'luis.quintero@correo.com', mobilePhone: '3157654321', documentNumber: '1098765432' };
const SARA: Person = { firstName: 'Sara Isabel', lastName: 'Ospina Lozano', email: 'sara.ospina@correo.com', mobilePhone: '3004567812', documentNumber: '1034567890' };
/** A web case's attachment: its content (base64) is personal data as much as the fields are. */
const ATTACHMENT = { name: 'cedula-andres.pdf', type: 'application/pdf', size: 27, content: Buffer.from('%PDF cédula de Andrés Villa').toString('base64') };
const ANDRES = { email: 'andres.villa@correo.com', documentNumber: '71234567', message: 'Adjunto mi cédula para el certificado' };
const GUARDIAN = { name: 'Marta Lucía Restrepo Díaz', documentNumber: '52123456', email: 'marta.restrepo@correo.com' };
/** Every personal value a lead of `p` (and its guardian) may leave behind. */
const personal = (p: Person, guardian = GUARDIAN) => [p.firstName, p.lastName, p.email, p.mobilePhone, p.documentNumber, guardian.name, guardian.documentNumber, guardian.email];

/** A lead as the form route builds it (rules §3), with a document. */
const leadOf = (p: Person, now: number) =>
  buildLeadPayload(
    { ...LEAD_VALUES, ...p, documentType: 'CC' },
    { pathname: LEAD_FORM.pathname, campaign: { utm_source: 'google' }, attribution: [], firstImpactDate: '', modalityRule: 'VIR', alternativeMode: false, now: new Date(now) },
  );
const receiptOf = (guardian?: typeof GUARDIAN): ConsentReceiptInput => ({
  noticeVersion: 'co-2026.11',
  noticeSha256: 'ab'.repeat(32),
  channels: ['whatsapp', 'phone', 'whatsapp'],
  pagePath: LEAD_FORM.pathname,
  formId: LEAD_FORM.formId,
  ...(guardian ? { guardian } : {}),
});

/** co's embedded configuration and landing form, as the route reads them. */
const CONTENT = join(__dirname, '../../content-service/content/co');
const coConfig = () => {
  const config = parseUniversityConfig(JSON.parse(readFileSync(join(CONTENT, 'config.json'), 'utf8')));
  if (!config?.privacyNotice) throw new Error('co: no privacy notice');
  return config;
};
const coLeadFields = () => {
  const page = JSON.parse(readFileSync(join(CONTENT, 'pages/landing.json'), 'utf8')) as { blocks: { component: string; data: { fields: unknown[] } }[] };
  return withConsentFields(parseFields(page.blocks.find((b) => b.component === 'forms')?.data.fields ?? []), 'lead');
};

export function describeConsentRecords(name: string, factory: StoreFactory, session: { now: () => number; setNow(at: number): void; open(): Promise<OutboxStore> }) {
  describe(`consent records: ${name}`, () => {
    const { open } = session;
    const enqueue = async (store: OutboxStore, p: Person, receipt?: ConsentReceiptInput) =>
      (await store.enqueue('lead', leadOf(p, session.now()) as unknown as Record<string, unknown>, randomUUID(), 'f'.repeat(64), receipt)).id;

    beforeEach(() => session.setNow(Date.UTC(2026, 10, 22, 15, 0, 0)));

    it('a receipt is committed with its lead and read back; the channels once each, in a fixed order', async () => {
      const store = await open();
      const id = await enqueue(store, ANA, receiptOf(GUARDIAN));
      expect(await store.receipt(id)).toEqual({
        leadId: id,
        noticeVersion: 'co-2026.11',
        noticeSha256: 'ab'.repeat(32),
        channels: ['phone', 'whatsapp'],
        recordedAt: session.now(),
        pagePath: '/landing/pregrado',
        formId: 'co-form-landing',
        hasGuardian: true,
        guardian: GUARDIAN,
        redactedAt: null,
        erasedAt: null,
      });
      // The existing signature: no receipt, none stored.
      expect(await store.receipt(await enqueue(store, LUIS))).toBeNull();
      expect(await store.receipt(randomUUID())).toBeNull();
    });

    it('the route’s receipt of a lead with two channels: the sha256 of the configured notice’s text, the channels; the payload exactly rules §3’s', async () => {
      const store = await open();
      const config = coConfig();
      const values = { ...LEAD_VALUES, ...ANA, channels: ['email', 'whatsapp'] };
      const receipt = consentReceipt(coLeadFields(), values, { formId: LEAD_FORM.formId, pagePath: LEAD_FORM.pathname }, config);
      const payload = leadOf(ANA, session.now());
      const { id } = await store.enqueue('lead', payload as unknown as Record<string, unknown>, randomUUID(), 'f'.repeat(64), receipt ?? undefined);
      expect(await store.receipt(id)).toMatchObject({
        noticeVersion: config.privacyNotice?.version,
        noticeSha256: sha256Hex(noticeText(config.privacyNotice!)),
        channels: ['whatsapp', 'email'],
        pagePath: LEAD_FORM.pathname,
        formId: LEAD_FORM.formId,
        hasGuardian: false,
        recordedAt: session.now(),
      });
      expect((await store.get(id))?.payload).toEqual(JSON.parse(JSON.stringify(payload)));
      expect(JSON.stringify((await store.get(id))?.payload)).not.toMatch(/consent|whatsapp|co-2026/i);
    });

    it('the same key again keeps the first receipt; a malformed receipt writes nothing', async () => {
      const store = await open();
      const key = randomUUID();
      const first = await store.enqueue('lead', { a: 1 }, key, 'fp', receiptOf());
      const again = await store.enqueue('lead', { a: 2 }, key, 'fp', { ...receiptOf(GUARDIAN), noticeVersion: 'co-2027.01' });
      expect(again.id).toBe(first.id);
      expect(await store.receipt(first.id)).toMatchObject({ noticeVersion: 'co-2026.11', hasGuardian: false });
      await expect(store.enqueue('lead', { a: 3 }, randomUUID(), 'fp', { ...receiptOf(), noticeSha256: 'no' })).rejects.toThrow();
      expect(await store.list()).toHaveLength(1);
    });

    it('after the retention, a settled lead (delivered, rejected or parked) has no name, document, phone, e-mail or attachment left; its receipt stays; a pending one keeps all', async () => {
      const store = await open();
      const delivered = await enqueue(store, ANA, receiptOf(GUARDIAN));
      const webcase = buildWebCasePayload({ ...ANDRES, subject: 'certificados', attachment: [ATTACHMENT] });
      const rejected = (await store.enqueue('webcase', webcase, randomUUID(), 'f'.repeat(64), receiptOf())).id;
      const parked = await enqueue(store, SARA, receiptOf());
      const waiting = await enqueue(store, LUIS, receiptOf());
      await store.markDelivered(delivered, 1, 201);
      await store.markRejected(rejected, 1, 400);
      await store.markExhausted(parked, 9, 503);
      session.setNow(session.now() + RETAIN - 1);
      expect(await store.redactSettled(session.now() - RETAIN)).toBe(0);
      for (const value of [ANA.documentNumber, ATTACHMENT.content, SARA.documentNumber]) expect(await factory.dump()).toContain(value);

      session.setNow(session.now() + 2);
      expect(await store.redactSettled(session.now() - RETAIN)).toBe(3);
      const dump = await factory.dump();
      const gone = [...personal(ANA), ...personal(SARA).slice(0, 5), ANDRES.email, ANDRES.documentNumber, ANDRES.message, ATTACHMENT.name, ATTACHMENT.content];
      for (const value of gone) expect([value, dump.includes(value)]).toEqual([value, false]);
      expect(dump).toContain(LUIS.email); // still pending: kept for delivery
      for (const [id, status] of [[delivered, 'delivered'], [rejected, 'rejected'], [parked, 'exhausted']] as const) {
        expect(await store.get(id)).toMatchObject({ status, payload: {}, fingerprint: '' });
        expect(await store.receipt(id)).toMatchObject({ noticeSha256: 'ab'.repeat(32), redactedAt: session.now() });
      }
      expect(await store.receipt(delivered)).toMatchObject({ channels: ['phone', 'whatsapp'], hasGuardian: true, guardian: null });
      expect(await store.get(waiting)).toMatchObject({ status: 'pending', payload: { contact: expect.objectContaining({ email: LUIS.email, documentNumber: LUIS.documentNumber }) } });
      expect(await store.redactSettled(session.now() - RETAIN)).toBe(0);
      // Found by e-mail after retention, whatever its status (the keyed hash stays).
      expect(factory.cli(['receipts', SARA.email]).stdout).toContain(`recibo del lead ${parked} (lead, agotado)`);
    });

    it('`leads -- replay` puts back a parked lead with its data, never one retention emptied', async () => {
      const store = await open();
      const old = await enqueue(store, SARA, receiptOf());
      await store.markExhausted(old, 9, 503);
      session.setNow(session.now() + RETAIN + 1);
      const recent = await enqueue(store, LUIS, receiptOf());
      await store.markExhausted(recent, 9, 503);
      expect(await store.redactSettled(session.now() - RETAIN)).toBe(1);

      const out = factory.cli(['replay']);
      expect(out.stdout).toContain('1 lead(s) agotado(s) vuelven a la cola de entrega.');
      expect(out.stdout).toContain('1 lead(s) agotado(s) sin datos personales (retención): no se pueden reenviar.');
      expect(await store.get(recent)).toMatchObject({ status: 'pending', attempts: 0, payload: { contact: expect.objectContaining({ email: LUIS.email }) } });
      expect(await store.get(old)).toMatchObject({ status: 'exhausted', payload: {} });
    });

    it('`leads -- receipts <email>` prints the person’s receipts, found by e-mail after retention too, and a guardian’s', async () => {
      const store = await open();
      const a = await enqueue(store, ANA, receiptOf());
      const b = await enqueue(store, ANA, receiptOf());
      const luis = await enqueue(store, LUIS, receiptOf(GUARDIAN));
      await store.markDelivered(a, 1, 201);
      session.setNow(session.now() + RETAIN + 1);
      expect(await store.redactSettled(session.now() - RETAIN)).toBe(1);

      const out = factory.cli(['receipts', ANA.email.toUpperCase()]);
      expect(out.status).toBe(0);
      expect(out.stdout).toContain('2 recibo(s) de consentimiento');
      expect(out.stdout).toContain(`recibo del lead ${a} (lead, entregado)`);
      expect(out.stdout).toContain(`recibo del lead ${b} (lead, pendiente)`);
      expect(out.stdout).toContain(`aviso: versión co-2026.11, sha256 ${'ab'.repeat(32)}`);
      expect(out.stdout).toContain('canales autorizados: llamada, WhatsApp');
      expect(out.stdout).toContain('página: /landing/pregrado · formulario: co-form-landing');
      expect(out.stdout).toMatch(/datos personales retirados \(retención\): \d{4}-/);
      expect(out.stdout).not.toContain(luis);

      const asGuardian = factory.cli(['receipts', GUARDIAN.email]);
      expect(asGuardian.stdout).toContain(`recibo del lead ${luis} (lead, pendiente), como madre, padre o acudiente`);
      expect(asGuardian.stdout).toContain(`acudiente: ${GUARDIAN.name}, documento ${GUARDIAN.documentNumber}, ${GUARDIAN.email}`);
      expect(factory.cli(['receipts', 'nadie@correo.com']).stdout).toContain('0 recibo(s)');
    });

    it('`leads -- erase <email>` removes the person’s pending and delivered entries and receipts’ personal data, with an audit line without it', async () => {
      const store = await open();
      const pending = await enqueue(store, ANA, receiptOf(GUARDIAN));
      const delivered = await enqueue(store, ANA, receiptOf());
      const other = await enqueue(store, LUIS, receiptOf());
      await store.markDelivered(delivered, 1, 201);

      const out = factory.cli(['erase', ` ${ANA.email.toUpperCase()} `.trim()]);
      expect(out.status).toBe(0);
      expect(out.stdout).toContain('2 lead(s) suprimido(s) (1 pendiente, 1 entregado); 2 recibo(s) sin datos personales.');
      expect(out.stdout).toContain('Los leads ya entregados están también en el CRM');
      const audit = /auditoría: (.*)/.exec(out.stdout)?.[1] ?? '';
      expect(JSON.parse(audit)).toMatchObject({ action: 'erase', leads: 2, byStatus: { pending: 1, delivered: 1 }, receipts: 2 });
      expect(new Set((JSON.parse(audit) as { leadIds: string[] }).leadIds)).toEqual(new Set([pending, delivered]));

      expect((await store.list()).map((e) => e.id)).toEqual([other]);
      expect(await store.receipt(pending)).toMatchObject({ guardian: null, hasGuardian: true, erasedAt: expect.any(Number) });
      expect(await store.receipt(other)).toMatchObject({ erasedAt: null });
      const dump = await factory.dump();
      for (const value of personal(ANA)) expect([value, dump.includes(value)]).toEqual([value, false]);
      expect(dump).toContain(LUIS.email);
      expect(dump).toContain('"action":"erase"');

      // Found again by e-mail, marked as erased; a second erase finds nothing left to remove.
      expect(factory.cli(['receipts', ANA.email]).stdout).toMatch(/suprimido a petición: \d{4}-/);
      expect(factory.cli(['erase', ANA.email]).stdout).toContain('0 lead(s) suprimido(s); 2 recibo(s)');
    });

    it.each([[['receipts']], [['erase', 'no-es-un-correo']], [['borrar', 'a@b.co']], [['campaigns', '45']]])('`leads -- %j` answers with its usage (exit 2)', (args) => {
      const out = factory.cli(args);
      expect([out.status, out.stderr.trim()]).toEqual([2, 'Uso: npm run leads -- status | replay | campaigns [7|30|90] | receipts <correo> | erase <correo>']);
    });
  });
}
