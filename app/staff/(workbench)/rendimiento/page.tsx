import type { Metadata } from 'next';
import { formatNumber } from '@/lib/locale/number';
import { logger } from '@/lib/log';
import { requireStaff } from '@/lib/staff/require';
import type { MetricSummary, PageTypeSummary } from '@/lib/vitals/aggregate';
import { METRICS, THRESHOLDS, type MetricName } from '@/lib/vitals/metrics';
import type { PageType } from '@/lib/vitals/page-type';
import { fieldVitals } from '@/lib/vitals/runtime';
import styles from '../../staff.module.css';
import css from './vitals.module.css';

export const metadata: Metadata = { title: 'Rendimiento en teléfonos reales' };

const PAGE_TYPE_NAMES: Record<PageType, string> = {
  home: 'Inicio',
  program: 'Programa',
  offer: 'Oferta académica',
  landing: 'Landing',
  article: 'Noticia',
  event: 'Evento',
  campus: 'Sede',
  campuses: 'Sedes',
  search: 'Búsqueda',
  compare: 'Comparación',
  thankYou: 'Gracias',
  notFound: 'Página no encontrada',
  page: 'Otra página',
};
const WINDOW_NAMES = { 1: 'Hoy', 7: '7 días', 28: '28 días' } as const;

/** A metric's value as people read it: seconds for LCP, milliseconds for INP and TTFB, CLS bare. */
function shown(metric: MetricName, value: number): string {
  if (metric === 'CLS') return formatNumber(value, 2, 2);
  if (metric === 'LCP') return `${formatNumber(value / 1_000, 1, 1)} s`;
  return `${formatNumber(Math.round(value), 0)} ms`;
}
const percent = (share: number) => `${formatNumber(Math.round(share * 100), 0)} %`;

function Cell({ metric, summary }: { metric: MetricName; summary: MetricSummary | undefined }) {
  if (!summary) return <td className={css.num}>—</td>;
  return (
    <td className={css.num}>
      <strong>{shown(metric, summary.p75)}</strong>
      <span className={css.shares}>
        <span className={css.good}>{percent(summary.good)}</span> · <span className={css.fair}>{percent(summary.needsImprovement)}</span> ·{' '}
        <span className={css.poor}>{percent(summary.poor)}</span>
      </span>
      <span className="visually-hidden">
        {' '}
        (Bueno {percent(summary.good)}, Mejorable {percent(summary.needsImprovement)}, Deficiente {percent(summary.poor)}; {formatNumber(summary.count)} visitas)
      </span>
    </td>
  );
}

/** The largest sample of a window: how many page views its figures stand on. */
const samples = (w: PageTypeSummary['windows'][number]) => Math.max(0, ...Object.values(w.metrics).map((m) => m.count));

async function loaded(): Promise<PageTypeSummary[] | null> {
  try {
    return await fieldVitals();
  } catch (error) {
    logger.error('vitals.unreadable', { reason: String(error).slice(0, 200) });
    return null;
  }
}

/**
 * The p75 of LCP, INP, CLS and TTFB per page type over 1, 7 and 28 days, measured by visitors'
 * own browsers (docs/decisions/0019-field-vitals.md), with the shares Google calls good, needs
 * improvement and poor.
 */
export default async function FieldVitalsPage() {
  await requireStaff();
  const summaries = await loaded();
  return (
    <section className={styles.section}>
      <h1>Rendimiento en teléfonos reales</h1>
      <p>
        Lo que midieron los navegadores de los visitantes al usar el sitio: el percentil 75 (p75) de cada métrica, es decir, el valor que no superó el 75 % de las visitas, y el reparto entre{' '}
        <span className={css.good}>Bueno</span> / <span className={css.fair}>Mejorable</span> / <span className={css.poor}>Deficiente</span> según los umbrales de Google:
      </p>
      <ul className={css.legend}>
        {METRICS.map((m) => (
          <li key={m}>
            <strong>{m}</strong>: bueno hasta {shown(m, THRESHOLDS[m][0])}; deficiente por encima de {shown(m, THRESHOLDS[m][1])}
          </li>
        ))}
      </ul>
      {summaries === null ? (
        <p role="alert">No pudimos leer las mediciones. Intente de nuevo en unos minutos.</p>
      ) : summaries.length === 0 ? (
        <p>Todavía no hay mediciones: aparecen aquí cuando los visitantes cierran o dejan una página del sitio.</p>
      ) : (
        <div className={css.tableWrap} role="region" aria-label="p75 por tipo de página" tabIndex={0}>
          <table className={css.table}>
            <caption className="visually-hidden">p75 de LCP, INP, CLS y TTFB de cada tipo de página hoy, en 7 y en 28 días, con el reparto Bueno / Mejorable / Deficiente</caption>
            <thead>
              <tr>
                <th scope="col" className={css.period}>
                  Periodo
                </th>
                <th scope="col" className={css.num}>Visitas</th>
                {METRICS.map((m) => (
                  <th key={m} scope="col" className={css.num}>
                    {m} <span className={css.unit}>p75</span>
                  </th>
                ))}
              </tr>
            </thead>
            {summaries.map((s) => (
              <tbody key={s.pageType} data-page-type={s.pageType}>
                <tr>
                  <th scope="rowgroup" colSpan={2 + METRICS.length} className={css.group}>
                    {PAGE_TYPE_NAMES[s.pageType]}
                  </th>
                </tr>
                {s.windows.map((w) => (
                  <tr key={w.window}>
                    <th scope="row" className={css.period}>
                      {WINDOW_NAMES[w.window]}
                    </th>
                    <td className={css.num}>{formatNumber(samples(w))}</td>
                    {METRICS.map((m) => (
                      <Cell key={m} metric={m} summary={w.metrics[m]} />
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      <p className={css.note}>
        Cada visita envía una sola medición al ocultarse la página, sin cookies ni identificadores: solo el tipo de página y el tipo de conexión. Los días son días UTC; se guardan 28.
      </p>
    </section>
  );
}
