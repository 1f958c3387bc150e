import { offlineFile, PLATFORMS, type Platform } from '@/lib/conversions/offline-files';
import { jsonError } from '@/lib/http/json';
import { staffOrRefusal } from '@/lib/staff/api-guard';
import { attributedLeads } from '@/lib/staff/conversions';
import { periodOf } from '@/lib/staff/report';

export const dynamic = 'force-dynamic';

const FILE_NAMES: Record<Platform, string> = { google: 'google-ads', microsoft: 'microsoft-advertising', meta: 'meta-eventos-offline' };

/**
 * GET /api/staff/conversiones/{google|microsoft|meta}?dias=…: a platform's upload file of the
 * consented leads that carry its click id (docs/decisions/0020-click-ids.md); staff only.
 */
export async function GET(request: Request, { params }: { params: Promise<{ platform: string }> }) {
  const caller = await staffOrRefusal();
  if ('refusal' in caller) return caller.refusal;
  const { platform } = await params;
  if (!PLATFORMS.includes(platform as Platform)) return jsonError(404, 'No hay archivo de conversiones para esa plataforma.');
  const days = periodOf(new URL(request.url).searchParams.get('dias'));
  const { leads, ctx } = await attributedLeads(days);
  const body = await offlineFile(platform as Platform, leads, ctx, Date.now());
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${FILE_NAMES[platform as Platform]}-${days}-dias.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
