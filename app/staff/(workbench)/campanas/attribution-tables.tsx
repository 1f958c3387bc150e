import { clickIdCoverage, deliverySpeed, share } from '@/lib/conversions/attribution-report';
import type { AttributedLead } from '@/lib/leads/attribution-rows';
import { formatNumber } from '@/lib/locale/number';
import css from './report.module.css';

const dash = (s: string) => s || '—';

/**
 * The report's attribution part (docs/decisions/0020-click-ids.md): per source, the share of paid
 * leads that carry a click id; per campaign, delivery to the CRM within 1 and 5 minutes and the
 * WhatsApp opens from the thank-you page.
 */
export function AttributionTables({ leads, days }: { leads: readonly AttributedLead[]; days: number }) {
  const coverage = clickIdCoverage(leads);
  const speed = deliverySpeed(leads);
  const n = (v: number) => formatNumber(v);
  return (
    <>
      <h2 id="click-ids" className={css.part}>Identificadores de clic de los leads pagados</h2>
      {coverage.length === 0 ? (
        <p>No hay leads pagados en este periodo.</p>
      ) : (
        <div className={css.tableWrap} role="region" aria-labelledby="click-ids" tabIndex={0}>
          <table className={css.table}>
            <caption className="visually-hidden">Leads pagados con identificador de clic, por fuente, en los últimos {days} días</caption>
            <thead>
              <tr>
                <th scope="col">Fuente</th>
                <th scope="col" className={css.num}>Leads pagados</th>
                <th scope="col" className={css.num}>Con identificador de clic</th>
                <th scope="col" className={css.num}>Cobertura</th>
              </tr>
            </thead>
            <tbody>
              {coverage.map((c) => (
                <tr key={c.source}>
                  <td>{dash(c.source)}</td>
                  <td className={css.num}>{n(c.paid)}</td>
                  <td className={css.num}>{n(c.withClickId)}</td>
                  <td className={css.num}>{share(c.withClickId, c.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 id="speed" className={css.part}>Entrega al CRM y WhatsApp</h2>
      <div className={css.tableWrap} role="region" aria-labelledby="speed" tabIndex={0}>
        <table className={css.table}>
          <caption className="visually-hidden">Leads entregados al CRM en 1 y 5 minutos, y aperturas de WhatsApp, por campaña</caption>
          <thead>
            <tr>
              <th scope="col">Fuente</th>
              <th scope="col">Medio</th>
              <th scope="col">Campaña</th>
              <th scope="col" className={css.num}>Leads</th>
              <th scope="col" className={css.num}>En 1 minuto</th>
              <th scope="col" className={css.num}>En 5 minutos</th>
              <th scope="col" className={css.num}>WhatsApp</th>
            </tr>
          </thead>
          <tbody>
            {speed.map((s) => (
              <tr key={`${s.source}|${s.medium}|${s.campaign}`}>
                <td>{dash(s.source)}</td>
                <td>{dash(s.medium)}</td>
                <td>{dash(s.campaign)}</td>
                <td className={css.num}>{n(s.total)}</td>
                <td className={css.num}>{share(s.within1, s.total)}</td>
                <td className={css.num}>{share(s.within5, s.total)}</td>
                <td className={css.num}>{n(s.whatsapp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
