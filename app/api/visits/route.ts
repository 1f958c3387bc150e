import { after, NextResponse } from 'next/server';
import { z } from 'zod';
import { countVisit } from '@/lib/content';
import { readJsonBody } from '@/lib/http/json';
import { logger } from '@/lib/log';

const bodySchema = z.object({ path: z.string().startsWith('/').max(500) });

/** The page-view beacon: answered at once, forwarded to the content service after the answer. */
export async function POST(request: Request) {
  const body = await readJsonBody(request, bodySchema, 2_048);
  if (!body.ok) return body.response;
  after(async () => {
    try {
      await countVisit(body.data.path);
    } catch (error) {
      logger.warn('visit.failed', { reason: String(error).slice(0, 200) });
    }
  });
  return new NextResponse(null, { status: 202, headers: { 'cache-control': 'no-store' } });
}
