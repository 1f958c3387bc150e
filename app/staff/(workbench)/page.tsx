import type { Metadata } from 'next';
import { Field } from '@/components/staff/fields';
import { requireStaff } from '@/lib/staff/require';
import styles from '../staff.module.css';

export const metadata: Metadata = { title: 'Mesa de mercadeo' };

const TOOLS = [
  ['/staff/enlaces', 'Enlaces de campaña', 'Elija un landing de la oferta, complete los parámetros UTM con el vocabulario de la universidad y obtenga la URL y su código QR.'],
  ['/staff/verificar', 'Verificar un enlace', 'Pegue cualquier URL del sitio antes de pagar un anuncio: si responde, qué preselecciona el formulario y qué falla en sus parámetros.'],
  ['/staff/campanas', 'Leads por campaña', 'Los leads que el sitio recibió en 7, 30 y 90 días por fuente, medio, campaña y landing, con su estado de entrega.'],
  ['/staff/redirecciones', 'Redirecciones', 'Las direcciones antiguas que el equipo de contenidos redirige, a dónde llevan y cuántas visitas recibieron en 7 y 30 días.'],
  ['/staff/conversiones', 'Conversiones para las plataformas', 'Los leads con consentimiento que llegaron desde un clic de Google Ads, Microsoft Advertising o Meta, y los archivos para subirlos a cada plataforma.'],
  ['/staff/rendimiento', 'Rendimiento en teléfonos reales', 'Qué tan rápido cargan y responden las páginas en los teléfonos de los visitantes: el p75 de LCP, INP, CLS y TTFB por tipo de página en 1, 7 y 28 días.'],
] as const;

/** The workbench's home: its tools, and the editor's preview of a page (Next's draft mode). */
export default async function WorkbenchHome() {
  await requireStaff();
  return (
    <section className={styles.section}>
      <h1>Mesa de mercadeo</h1>
      <ul className={styles.cards}>
        {TOOLS.map(([href, title, text]) => (
          <li key={href} className={styles.card}>
            <h2>
              <a href={href}>
                {title}
              </a>
            </h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <h2>Vista previa de una página</h2>
      <p>Vea una página con los borradores del contenido antes de publicarlos. Solo usted la ve así; un aviso «Vista previa» le permite salir.</p>
      <form method="post" action="/api/staff/preview" className={styles.form}>
        <Field id="path" label="Ruta de la página" hint="Por ejemplo: /landing/pregrado" className={styles.field}>
          <input id="path" name="path" defaultValue="/landing/pregrado" required aria-describedby="path-hint" />
        </Field>
        <button type="submit" className={styles.primary}>
          Abrir vista previa
        </button>
      </form>
    </section>
  );
}
