import type { LinkReport } from '@/lib/staff/check-link';

type Styles = Record<string, string | undefined>;
type Ok = Extract<LinkReport, { ok: true }>;

const FILTER_LABELS = { programType: 'Tipo de oportunidad', modality: 'Modalidad', campus: 'Sede', program: 'Programa' } as const;

/** The status line: a 404 named plainly, a redirect and where it goes, or fine. */
function verdict(r: Ok): { text: string; good: boolean } {
  if (r.status === 0) return { text: 'Lleva fuera del sitio: no se verifica la página de destino.', good: false };
  if (r.status === 404) return { text: 'No existe (404): el anuncio llevaría a la página de error.', good: false };
  if (r.status >= 500) return { text: `El sitio respondió ${r.status}: inténtelo de nuevo en unos minutos.`, good: false };
  if (r.status !== 200) return { text: `Responde ${r.status}.`, good: false };
  return { text: r.hops.length > 1 ? `Responde 200 después de ${r.hops.length - 1} redirección(es).` : 'Responde 200.', good: true };
}

/** The checker's answer for one link (app/staff/(workbench)/verificar). */
export function LinkReportView({ report: r, styles }: { report: Ok; styles: Styles }) {
  const v = verdict(r);
  const check = r.landing?.check;
  return (
    <section className={styles.result} aria-labelledby="informe-titulo">
      <h2 id="informe-titulo">Resultado</h2>
      <p className={v.good ? styles.good : styles.bad} data-testid="link-status">
        <strong>{v.text}</strong>
      </p>
      {r.moved ? (
        <p className={`${styles.bad} ${styles.wraps}`} data-testid="link-redirect">
          Este enlace redirige a <a href={r.moved.url}>{r.moved.url}</a> ({r.moved.status === 308 ? 'de forma permanente' : 'por un tiempo'}): los datos de abajo son los de esa página. Use esa dirección en el anuncio.
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>Enlace</dt>
        <dd data-testid="link-url">{r.url}</dd>
        {r.hops.length > 1 ? (
          <>
            <dt>Redirecciones</dt>
            <dd>{r.hops.map((h) => `${h.status} ${new URL(h.url).pathname}`).join(' → ')}</dd>
          </>
        ) : null}
        <dt>Título</dt>
        <dd>{r.facts?.title || '—'}</dd>
        <dt>Canónico</dt>
        <dd data-testid="link-canonical">{r.facts?.canonical || '—'}</dd>
        <dt>Indexación</dt>
        <dd>{r.facts ? (r.facts.indexable ? 'Indexable' : 'No indexada (noindex)') : '—'}</dd>
        <dt>Formulario de leads</dt>
        <dd data-testid="link-form">{r.facts?.leadForm ? 'Sí' : 'No hay formulario de leads en la página'}</dd>
        {r.landing ? (
          <>
            <dt>Filtros del landing</dt>
            <dd>
              {(Object.keys(FILTER_LABELS) as (keyof typeof FILTER_LABELS)[])
                .filter((k) => r.landing?.filters[k])
                .map((k) => `${FILTER_LABELS[k]}: ${r.landing?.filters[k]}`)
                .join(' · ') || 'ninguno'}
            </dd>
            <dt>Oferta</dt>
            <dd data-testid="link-landing-check" className={check && !check.valid ? styles.bad : undefined}>
              {!check || check.valid
                ? 'Todos los valores están en la oferta.'
                : `«${check.unknown.value}» (${check.unknown.filter ? FILTER_LABELS[check.unknown.filter].toLowerCase() : 'valor de más'}) no está en la oferta: la página no se indexa y su canónico es ${check.validPath}.`}
            </dd>
          </>
        ) : null}
        <dt>Preselección del formulario</dt>
        <dd data-testid="link-preselection">
          {r.preselection
            ? [
                r.preselection.program && `Programa: ${r.preselection.program}`,
                r.preselection.modality && `Modalidad: ${r.preselection.modality}`,
                r.preselection.campus && `Sede: ${r.preselection.campus}`,
                r.preselection.programType && `Tipo: ${r.preselection.programType}`,
              ]
                .filter(Boolean)
                .join(' · ')
            : 'Ninguna'}
        </dd>
      </dl>
      <h3>Parámetros de campaña</h3>
      {r.issues.length === 0 ? (
        <p className={styles.good}>Sin problemas.</p>
      ) : (
        <ul className={styles.issues} data-testid="link-issues">
          {r.issues.map((i) => (
            <li key={`${i.code}-${i.message}`} className={styles.bad}>
              {i.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
