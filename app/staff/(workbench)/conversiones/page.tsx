import type { Metadata } from 'next';
import { conversionCounts } from '@/lib/conversions/attribution-report';
import { exportable, localTime, platformClick, PLATFORM_NAMES, PLATFORMS } from '@/lib/conversions/offline-files';
import { formatNumber } from '@/lib/locale/number';
import { attributedLeads } from '@/lib/staff/conversions';
import { requireStaff } from '@/lib/staff/require';
import { PERIODS, periodOf } from '@/lib/staff/report';
import styles from '../../staff.module.css';
import css from '../campanas/report.module.css';

export const metadata: Metadata = { title: 'Conversiones para las plataformas' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A click id as the table shows it: its start, enough to tell one from another. */
const short = (id: string) => (id.length > 24 ? `${id.slice(0, 24)}…` : id);

/**
 * Per platform, the leads sent after "Aceptar" that carry its click id, and its upload file
 * (docs/decisions/0020-click-ids.md): what the platform never saw from its tag, told offline.
 */
export default async function ConversionsPage({ searchParams }: Props) {
  await requireStaff();
  const raw = (await searchParams).dias;
  const days = periodOf(typeof raw === 'string' ? raw : null);
  const { leads, ctx } = await attributedLeads(days);
  const capi = conversionCounts(leads);
  return (
    <section className={styles.section}>
      <h1>Conversiones para las plataformas</h1>
      <nav aria-label="Periodo" className={css.periods}>
        {PERIODS.map((p) => (
          <a key={p} aria-current={p === days ? 'page' : undefined} href={`/staff/conversiones?dias=${p}`}>
            Últimos {p} días
          </a>
        ))}
      </nav>
      <p>Solo los leads enviados después de «Aceptar» en el aviso de cookies: un lead sin ese consentimiento nunca sale en un archivo.</p>
      <p data-testid="capi-counts">
        API de conversiones de Meta, desde el servidor: {formatNumber(capi.delivered)} entregadas, {formatNumber(capi.pending)} pendientes y {formatNumber(capi.failed)} fallidas.
      </p>
      {PLATFORMS.map((platform) => {
        const rows = exportable(leads, platform);
        const name = PLATFORM_NAMES[platform];
        return (
          <section key={platform} aria-labelledby={`conv-${platform}`}>
            <h2 id={`conv-${platform}`} className={css.part}>{name}</h2>
            <p>
              {formatNumber(rows.length)} {rows.length === 1 ? 'lead' : 'leads'} con su identificador de clic en los últimos {days} días.{' '}
              <a href={`/api/staff/conversiones/${platform}?dias=${days}`}>Descargar el archivo de {name}</a>
            </p>
            {rows.length > 0 && (
              <div className={css.tableWrap} role="region" aria-label={`Leads de ${name}`} tabIndex={0}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col">Hora ({ctx.timeZone})</th>
                      <th scope="col">Identificador de clic</th>
                      <th scope="col">Entregado al CRM</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((l) => (
                      <tr key={l.id}>
                        <td>{localTime(l.createdAt, ctx.timeZone)}</td>
                        <td>
                          <code>{short(platformClick(l, platform))}</code>
                        </td>
                        <td>{l.deliveredAt === null ? 'Pendiente' : 'Sí'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </section>
  );
}
