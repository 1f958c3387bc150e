import type { Metadata } from 'next';
import { formatNumber } from '@/lib/locale/number';
import { requireStaff } from '@/lib/staff/require';
import { campaignReport, PERIODS, periodOf } from '@/lib/staff/report';
import { attributedLeads } from '@/lib/staff/conversions';
import { AttributionTables } from './attribution-tables';
import styles from '../../staff.module.css';
import css from './report.module.css';

export const metadata: Metadata = { title: 'Leads por campaña' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const COLUMNS = ['Fuente', 'Medio', 'Campaña', 'Landing'] as const;
const dash = (s: string) => s || '—';

/**
 * Leads the site accepted by campaign over 7, 30 or 90 days, with their delivery to the CRM:
 * aggregates from the outbox, never a person (docs/decisions/0013-staff-workbench.md).
 */
export default async function CampaignReportPage({ searchParams }: Props) {
  await requireStaff();
  const raw = (await searchParams).dias;
  const days = periodOf(typeof raw === 'string' ? raw : null);
  const [report, { leads }] = await Promise.all([campaignReport(days), attributedLeads(days)]);
  const n = (v: number) => formatNumber(v);
  return (
    <section className={styles.section}>
      <h1>Leads por campaña</h1>
      <nav aria-label="Periodo" className={css.periods}>
        {PERIODS.map((p) => (
          <a key={p} aria-current={p === report.days ? 'page' : undefined} href={`/staff/campanas?dias=${p}`}>
            Últimos {p} días
          </a>
        ))}
      </nav>
      <p>
        {n(report.totals.total)} leads en los últimos {report.days} días: {n(report.totals.delivered)} entregados al CRM, {n(report.totals.pending)} pendientes y{' '}
        {n(report.totals.failed)} fallidos. <a href={`/api/staff/campanas.csv?dias=${report.days}`}>Descargar CSV</a>
      </p>
      {report.lines.length === 0 ? (
        <p>No hay leads en este periodo.</p>
      ) : (
        <div className={css.tableWrap} role="region" aria-label="Leads por campaña" tabIndex={0}>
          <table className={css.table}>
            <caption className="visually-hidden">Leads por fuente, medio, campaña y landing en los últimos {report.days} días</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
                <th scope="col" className={css.num}>Leads</th>
                <th scope="col" className={css.num}>Entregados</th>
                <th scope="col" className={css.num}>Pendientes</th>
                <th scope="col" className={css.num}>Fallidos</th>
              </tr>
            </thead>
            <tbody>
              {report.lines.map((l) => (
                <tr key={`${l.source}|${l.medium}|${l.campaign}|${l.landing}`}>
                  <td>{dash(l.source)}</td>
                  <td>{dash(l.medium)}</td>
                  <td>{dash(l.campaign)}</td>
                  <td>{dash(l.landing)}</td>
                  <td className={css.num}>{n(l.total)}</td>
                  <td className={css.num}>{n(l.delivered)}</td>
                  <td className={css.num}>{n(l.pending)}</td>
                  <td className={css.num}>{n(l.failed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AttributionTables leads={leads} days={report.days} />
    </section>
  );
}
