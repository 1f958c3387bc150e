import { NextResponse } from 'next/server';
import { errorAnswer } from '@/lib/http/json';
import { leadsRuntime } from '@/lib/leads/dispatcher';
import { logger } from '@/lib/log';

/**
 * POST /api/contacto/whatsapp?ref=…: the browser's `ping` when a visitor opens WhatsApp from the
 * thank-you page; the lead with that reference keeps the time of its first open, which the
 * workbench counts by campaign (docs/decisions/0020-click-ids.md). 204 either way: a ping reads no answer.
 */
export const dynamic = 'force-dynamic';

const REF = /^[A-Z0-9]{8}$/;

export async function POST(request: Request) {
  const ref = new URL(request.url).searchParams.get('ref') ?? '';
  if (!REF.test(ref)) return errorAnswer(400, { code: 'invalid', error: 'Referencia no válida.' });
  try {
    const { store } = await leadsRuntime();
    await store.whatsappOpened(ref);
  } catch (error) {
    logger.warn('whatsapp.open_not_recorded', { reason: String(error).slice(0, 200) });
  }
  return new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
