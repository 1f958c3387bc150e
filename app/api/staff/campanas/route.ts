import { NextResponse } from 'next/server';
import { staffOrRefusal } from '@/lib/staff/api-guard';
import { campaignReport, periodOf } from '@/lib/staff/report';

export const dynamic = 'force-dynamic';

/** The report by campaign as JSON, for staff only: aggregates, never a lead (docs/decisions/0013-staff-workbench.md). */
export async function GET(request: Request) {
  const caller = await staffOrRefusal();
  if ('refusal' in caller) return caller.refusal;
  const report = await campaignReport(periodOf(new URL(request.url).searchParams.get('dias')));
  return NextResponse.json(report, { headers: { 'cache-control': 'private, no-store' } });
}
