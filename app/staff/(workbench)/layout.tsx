import type { ReactNode } from 'react';
import { requireStaff } from '@/lib/staff/require';
import styles from '../staff.module.css';

export const dynamic = 'force-dynamic';

const LINKS = [
  ['/staff', 'Inicio'],
  ['/staff/enlaces', 'Enlaces de campaña'],
  ['/staff/verificar', 'Verificar un enlace'],
  ['/staff/campanas', 'Leads por campaña'],
  ['/staff/redirecciones', 'Redirecciones'],
  ['/staff/conversiones', 'Conversiones'],
  ['/staff/rendimiento', 'Rendimiento'],
] as const;

/** The workbench's frame: who is signed in, its sections and the way out (docs/decisions/0013-staff-workbench.md). */
export default async function WorkbenchLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  return (
    <>
      <div className={styles.bar}>
        <p className={styles.who}>
          Mesa de mercadeo · <span>{staff.name || staff.email}</span>
        </p>
        <nav aria-label="Mesa de mercadeo" className={styles.nav}>
          {LINKS.map(([href, label]) => (
            <a key={href} href={href}>
              {label}
            </a>
          ))}
        </nav>
        <form method="post" action="/api/staff/signout">
          <button type="submit" className={styles.secondary}>
            Salir
          </button>
        </form>
      </div>
      {children}
    </>
  );
}
