import type { ReactNode } from 'react';
import type { Compared } from '@/lib/compare/programs';
import type { UniversityConfig } from '@/lib/content/schema';
import { estimate, periodsOf } from '@/lib/cost/estimate';
import { formatShortDate } from '@/lib/locale/format';
import { CURRENCY, formatCurrency } from '@/lib/locale/money';
import { ChooseProgramLink } from './choose-program-link.client';
import { SaveProgram } from '@/components/blocks/lazy.client';
import styles from './comparison.module.css';

type Props = {
  programs: Compared[];
  config: UniversityConfig;
  /** One program's "Recibir esta información": the lead form's id and the link to it with that program chosen. */
  lead?: { formId: string; href: (slug: string) => string };
  /** On the thank-you page: the comparison again, without its actions. */
  recap?: boolean;
};

const startDate = (iso: string) => formatShortDate(Date.parse(`${iso}T12:00:00Z`) / 1000, 'UTC');

/**
 * The comparison (docs/decisions/0014-compare-and-cost.md): one column per program, one row per
 * attribute, rendered on the server. On a phone the table scrolls sideways a column at a time
 * while the attribute names stay pinned at the left; on a wide screen every column shows.
 */
export function Comparison({ programs, config, lead, recap = false }: Props) {
  const money = (n: number) => formatCurrency(n, config.currency);
  const digits = CURRENCY[config.currency].digits;
  const rows: { name: string; cell: (c: Compared) => ReactNode }[] = [
    { name: 'Tipo', cell: ({ program }) => program.programTypeLabel },
    { name: 'Modalidad', cell: ({ program }) => program.modalityLabel },
    { name: 'Sede', cell: ({ program }) => program.campusLabel },
    { name: 'Duración', cell: ({ program }) => program.duration },
    {
      name: 'Valor por periodo',
      cell: ({ program }) => <span className={styles.amount} data-price="">{money(program.price)}</span>,
    },
    {
      name: 'Total estimado',
      cell: ({ program }) => {
        const periods = periodsOf(program);
        const { total } = estimate({ price: program.price, periods, digits, maxPercent: 100, rules: [], picks: [] });
        return (
          <>
            <span className={styles.amount} data-total="">{money(total)}</span>
            <span className={styles.hint}>{periods > 1 ? ` ${periods} periodos, sin becas` : ' pago único'}</span>
          </>
        );
      },
    },
    { name: 'Registro', cell: ({ program }) => (program.snies ? `SNIES ${program.snies}` : (program.registration ?? 'No disponible')) },
    {
      name: 'Requisitos',
      cell: ({ program }) =>
        program.requirements?.length ? (
          <ul className={styles.list}>
            {program.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : (
          'Consulta con un asesor'
        ),
    },
    { name: 'Próximo inicio', cell: ({ program }) => (program.nextStart ? startDate(program.nextStart) : 'Por confirmar') },
  ];

  return (
    <>
      {programs.length > 1 && (
        <p className={styles.swipe} aria-hidden="true">
          Desliza la tabla para ver los demás programas →
        </p>
      )}
      <div className={styles.scroller} role="region" aria-label="Comparación de programas (desliza para ver más)" tabIndex={0}>
        <table className={styles.table} data-columns={programs.length}>
          <caption className="visually-hidden">Comparación de {programs.length} programas</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {programs.map(({ slug, program }) => (
                <th key={slug} scope="col" className={styles.head}>
                  {/* A plain link: four in view would each prefetch a program page on load. */}
                  <a href={program.path}>{program.title}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className={styles.name}>
                  {row.name}
                </th>
                {programs.map((c) => (
                  <td key={c.slug}>{row.cell(c)}</td>
                ))}
              </tr>
            ))}
            {!recap && (
              <tr>
                <th scope="row" className={styles.name}>
                  <span className="visually-hidden">Acciones</span>
                </th>
                {programs.map(({ slug, program }) => (
                  <td key={slug} className={styles.actions}>
                    {lead && (
                      <ChooseProgramLink href={lead.href(slug)} formId={lead.formId} programId={program.id} className="btn btn--warm">
                        Recibir esta información<span className="visually-hidden"> de {program.title}</span>
                      </ChooseProgramLink>
                    )}
                    <SaveProgram slug={slug} title={program.title} />
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
