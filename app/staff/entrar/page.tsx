import type { Metadata } from 'next';
import { safeNext } from '@/lib/staff/session';
import styles from '../staff.module.css';

export const metadata: Metadata = { title: 'Ingreso del personal' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Why a sign-in came back, in Spanish (app/api/staff/callback and signin name the reason). */
const REASONS: Record<string, string> = {
  'no-autorizado': 'Su cuenta no pertenece al personal autorizado de la universidad.',
  vencido: 'El ingreso tardó demasiado o se inició en otra pestaña. Inténtelo de nuevo.',
  fallido: 'El proveedor de identidad no confirmó el ingreso. Inténtelo de nuevo.',
  proveedor: 'El proveedor de identidad no responde. Inténtelo más tarde.',
};

/** The staff sign-in page: the one staff page open to anyone; it holds nothing but the way in. */
export default async function SigninPage({ searchParams }: Props) {
  const params = await searchParams;
  const one = (k: string) => (typeof params[k] === 'string' ? params[k] : undefined);
  const reason = REASONS[one('error') ?? ''];
  return (
    <section className={styles.section}>
      <h1>Ingreso del personal</h1>
      {reason ? (
        <p role="alert" className={styles.error}>
          {reason}
        </p>
      ) : null}
      {one('salida') ? <p role="status">Salió de la mesa de mercadeo.</p> : null}
      <p>La mesa de mercadeo es para el personal de la universidad. Ingrese con su cuenta institucional.</p>
      {/* A link, not a form: the policy's form-action 'self' would stop a form's redirect to the provider. */}
      <a className={styles.primary} href={`/api/staff/signin?next=${encodeURIComponent(safeNext(one('next')))}`}>
        Ingresar con la cuenta de la universidad
      </a>
    </section>
  );
}
