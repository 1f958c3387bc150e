import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { isFromSite } from '@/lib/http/from-site';
import { sitePath } from '@/lib/staff/site-path';
import { staffSession } from '@/lib/staff/require';
import { refusedOrigin, seeOther } from './preview-answer';

export const dynamic = 'force-dynamic';

/**
 * Enter the editor's preview of a page (Next's draft mode; docs/decisions/0013-staff-workbench.md):
 * a POST from the workbench's own form, staff only; the page then renders on every request from
 * the content service's drafts while the staff session lasts, never cached, never indexed, with
 * the "Vista previa" banner.
 */
export async function POST(request: Request) {
  if (!isFromSite(request)) return refusedOrigin();
  if (!(await staffSession())) return seeOther(`/staff/entrar?next=${encodeURIComponent('/staff')}`);
  const form = await request.formData().catch(() => null);
  const raw = form?.get('path');
  const path = sitePath(typeof raw === 'string' ? raw : null, new URL(env().SITE_URL).origin, { publicOnly: true });
  if (!path) return new NextResponse('Indique una página pública del sitio, por ejemplo /landing/pregrado.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  (await draftMode()).enable();
  return seeOther(path);
}
