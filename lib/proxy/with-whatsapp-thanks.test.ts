/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { NextRequest } from 'next/server';
import { WHATSAPP_COOKIE, whatsappCookieValue } from '@/lib/contact/whatsapp-lead';
import { whatsappThanks } from './with-whatsapp-thanks';

const ORIGIN = 'https://www.universidad.example';
const withLead = (path: string) => new NextRequest(`${ORIGIN}${path}`, { headers: { cookie: `${WHATSAPP_COOKIE}=${encodeURIComponent(whatsappCookieValue({ ref: 'AB12CD34', program: 'Psicología' }))}` } });
const rewrittenTo = (path: string) => whatsappThanks(withLead(path))?.headers.get('x-middleware-rewrite') ?? null;

describe('whatsappThanks (decision 0020)', () => {
  it.each(['/gracias', '/contacto/gracias', '/programas/psicologia/gracias'])('rewrites %s for a visitor whose lead authorised WhatsApp', (path) => {
    expect(rewrittenTo(path)).toBe(`${ORIGIN}/gracias-whatsapp${path}`);
  });

  it.each(['/comparar/gracias', '/programas/psicologia', '/gracias-whatsapp/contacto/gracias'])('leaves %s alone (the comparison adds the link on its own route)', (path) => {
    expect(rewrittenTo(path)).toBeNull();
  });

  it('leaves a thank-you page alone without the cookie', () => {
    expect(whatsappThanks(new NextRequest(`${ORIGIN}/contacto/gracias`))).toBeNull();
  });
});
