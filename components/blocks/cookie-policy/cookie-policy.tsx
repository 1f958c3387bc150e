import { groupedEntries, type StorageArea, type StorageEntry } from '@/lib/browser/storage-registry';
import { blockElementId } from '../block-utils';
import type { BlockProps } from '../types';
import styles from './cookie-policy.module.css';

const kindOf = (e: StorageEntry) => (e.necessary ? 'Necesaria' : e.onReject === 'deleted' ? 'Opcional: se borra si rechazas' : 'De la visita: se mantiene');

const AREAS: { area: StorageArea; label: string }[] = [
  { area: 'cookie', label: 'Cookies' },
  { area: 'localStorage', label: 'Almacenamiento local del navegador (localStorage)' },
  { area: 'sessionStorage', label: 'Almacenamiento de la pestaña (sessionStorage)' },
  { area: 'indexedDB', label: 'Base de datos del navegador (IndexedDB)' },
];

/**
 * The cookie policy, generated from the storage registry (docs/decisions/0015-rights-and-cookies.md):
 * every key the site writes with its purpose, duration and what "Rechazar" does to it, and the
 * choice itself, a plain form that works without scripts (the footer links here to change it).
 */
export function CookiePolicy({ block, context }: BlockProps<'cookie_policy'>) {
  const titleId = blockElementId(block.id, 'title');
  const Heading = context.primaryHeading ? 'h1' : 'h2';
  const Sub = context.primaryHeading ? 'h2' : 'h3';
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <Heading id={titleId}>{block.data.title}</Heading>
        <form id="preferencias" className={styles.choice} method="post" action="/api/consent" aria-labelledby={`${titleId}-choice`}>
          <Sub id={`${titleId}-choice`}>Tu elección</Sub>
          <p>
            «Aceptar» permite el historial de tus visitas y, si la universidad lo usa, su herramienta de medición (Google Tag Manager). «Rechazar» borra ese
            historial y no lo vuelve a escribir; lo necesario para tus formularios sigue funcionando. Puedes cambiar de opinión cuando quieras.
          </p>
          <input type="hidden" name="back" value={context.pathname} />
          <div className={styles.buttons}>
            <button className="btn btn--secondary" name="choice" value="accepted">
              Aceptar
            </button>
            <button className="btn btn--secondary" name="choice" value="rejected">
              Rechazar
            </button>
          </div>
        </form>
        {AREAS.map(({ area, label }) => {
          const rows = groupedEntries(area);
          if (rows.length === 0) return null;
          return (
            <table key={area} className={styles.table}>
              <caption>{label}</caption>
              <thead>
                <tr>
                  <th scope="col">Nombre</th>
                  <th scope="col">Para qué</th>
                  <th scope="col">Duración</th>
                  <th scope="col">Tipo</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ names, entry }) => (
                  <tr key={names.join()}>
                    <th scope="row">
                      {names.map((name, i) => (
                        <span key={name}>
                          {i > 0 && ', '}
                          <code>{name}</code>
                        </span>
                      ))}
                    </th>
                    <td data-label="Para qué">{entry.purpose}</td>
                    <td data-label="Duración">{entry.duration}</td>
                    <td data-label="Tipo">{kindOf(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </section>
  );
}
