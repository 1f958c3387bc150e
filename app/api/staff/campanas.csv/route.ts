import { campaignCsv } from '@/lib/leads/campaign-of';
import { staffOrRefusal } from '@/lib/staff/api-guard';
import { campaignReport, periodOf } from '@/lib/staff/report';

export const dynamic = 'force-dynamic';

/** The report by campaign as CSV: aggregates only, no personal data (docs/decisions/0013-staff-workbench.md). */
export async function GET(request: Request) {
  const caller = await staffOrRefusal();
  if ('refusal' in caller) return caller.refusal;
  const report = await campaignReport(periodOf(new URL(request.url).searchParams.get('dias')));
  return new Response(campaignCsv(report.lines), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-por-campana-${report.days}-dias.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
