import type { Metadata } from 'next';
import { Field } from '@/components/staff/fields';
import { formatNumber } from '@/lib/locale/number';
import { MAX_ROWS, redirectsReport } from '@/lib/staff/redirects-report';
import { requireStaff } from '@/lib/staff/require';
import styles from '../../staff.module.css';
import css from '../campanas/report.module.css';

export const metadata: Metadata = { title: 'Redirecciones' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const REASONS = { loop: 'forma un ciclo', duplicate: 'repite una dirección antigua', invalid: 'está mal formada' } as const;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The redirects the content team manages, as the site applies them (docs/redirects.md): where each
 * old address leads, whether for good or for a time, until when, and its visits over 7 and 30
 * days; and the ones the site refused, with why.
 */
export default async function RedirectsPage({ searchParams }: Props) {
  await requireStaff();
  const raw = (await searchParams).buscar;
  const search = typeof raw === 'string' ? raw.slice(0, 200) : '';
  const report = await redirectsReport(search);
  const n = (v: number) => formatNumber(v);
  return (
    <section className={styles.section}>
      <h1>Redirecciones</h1>
      <p>
        Las direcciones antiguas que el equipo de contenidos redirige: {n(report.count)} en uso
        {report.loadedAt ? `, cargadas del servicio de contenidos el ${new Date(report.loadedAt).toISOString().slice(0, 16).replace('T', ' a las ')} UTC` : ''}. Las visitas son de{' '}
        {report.shared ? 'todas las instancias del sitio' : 'esta instancia del sitio'}.
      </p>
      <form method="get" className={`${styles.form} ${styles.single}`}>
        <Field id="direccion" label="Buscar una dirección" hint="Parte de la dirección antigua o de la nueva." className={styles.field}>
          <input id="direccion" name="buscar" type="search" defaultValue={search} autoComplete="off" aria-describedby="direccion-hint" />
        </Field>
        <button type="submit" className={styles.primary}>
          Buscar
        </button>
      </form>
      {report.rows.length === 0 ? (
        <p>{search ? 'Ninguna redirección coincide.' : 'No hay redirecciones.'}</p>
      ) : (
        <div className={css.tableWrap} role="region" aria-label="Redirecciones" tabIndex={0}>
          <table className={css.table} data-testid="redirects">
            <caption className="visually-hidden">
              {report.matching > MAX_ROWS ? `Las ${MAX_ROWS} más visitadas de ${n(report.matching)} redirecciones` : 'Redirecciones'}, con sus visitas en 7 y 30 días
            </caption>
            <thead>
              <tr>
                <th scope="col">Dirección antigua</th>
                <th scope="col">Lleva a</th>
                <th scope="col">Tipo</th>
                <th scope="col">Vence</th>
                <th scope="col" className={css.num}>Visitas 7 días</th>
                <th scope="col" className={css.num}>Visitas 30 días</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={r.from}>
                  <td>{r.from}</td>
                  <td>{r.target}</td>
                  <td>{r.status === 308 ? 'Permanente (308)' : 'Temporal (307)'}</td>
                  <td>{r.expires === null ? '—' : day(r.expires)}</td>
                  <td className={css.num}>{n(r.hits.d7)}</td>
                  <td className={css.num}>{n(r.hits.d30)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.matching > MAX_ROWS ? <p>Se muestran las {MAX_ROWS} más visitadas de {n(report.matching)}; busque una dirección para ver otras.</p> : null}
      {report.refused.length > 0 ? (
        <>
          <h2>Redirecciones rechazadas</h2>
          <p>El sitio no aplica estas entradas del servicio de contenidos: corríjalas allí.</p>
          <ul className={styles.issues} data-testid="redirects-refused">
            {report.refused.slice(0, MAX_ROWS).map((r) => (
              <li key={`${r.reason}${r.from}`} className={styles.bad}>
                {r.from} {REASONS[r.reason]}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
