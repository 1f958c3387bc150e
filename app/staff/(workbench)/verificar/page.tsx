import type { Metadata } from 'next';
import { describedBy, Field } from '@/components/staff/fields';
import { LinkReportView } from '@/components/staff/link-report';
import { checkLink } from '@/lib/staff/check-link';
import { requireStaff } from '@/lib/staff/require';
import styles from '../../staff.module.css';

export const metadata: Metadata = { title: 'Verificar un enlace' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The link checker: paste any URL of the site and see what a visitor from the ad would get (docs/decisions/0013-staff-workbench.md). */
export default async function LinkCheckerPage({ searchParams }: Props) {
  await requireStaff();
  const raw = (await searchParams).url;
  const input = typeof raw === 'string' ? raw.slice(0, 2_100) : '';
  const report = raw === undefined ? null : await checkLink(input);
  const error = report && !report.ok ? report.error : undefined;
  return (
    <section className={styles.section}>
      <h1>Verificar un enlace</h1>
      <form method="get" className={`${styles.form} ${styles.single}`} noValidate>
        <Field id="url" label="Enlace del sitio" error={error} hint="Pegue la URL completa, con sus parámetros utm_*." className={styles.field}>
          <input id="url" name="url" type="text" inputMode="url" autoComplete="off" defaultValue={input} required aria-describedby={describedBy('url', true, error)} aria-invalid={error ? true : undefined} />
        </Field>
        <button type="submit" className={styles.primary}>
          Verificar
        </button>
      </form>
      {report?.ok ? <LinkReportView report={report} styles={styles} /> : null}
    </section>
  );
}
