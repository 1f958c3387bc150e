import styles from './preview-banner.module.css';

/**
 * Shown only in an editor's preview (draft mode): says so, and leaves it. A plain form, so it
 * works before or without scripts; the route returns to the published page (docs/decisions/0013-staff-workbench.md).
 */
export function PreviewBanner() {
  return (
    <aside className={styles.banner} aria-label="Vista previa">
      <p>
        <strong>Vista previa</strong> · Está viendo los borradores del contenido; nadie más los ve.
      </p>
      <form method="post" action="/api/staff/preview/salir">
        <button type="submit">Salir de la vista previa</button>
      </form>
    </aside>
  );
}
