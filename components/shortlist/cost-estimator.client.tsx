'use client';

import { useEffect, useId, useState } from 'react';
import type { CostRule } from '@/lib/content/cost-config';
import { estimate, type Pick } from '@/lib/cost/estimate';
import { formatCurrency, CURRENCY, type CurrencyCode } from '@/lib/locale/money';
import { formatNumber } from '@/lib/locale/number';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './cost.module.css';

type Props = {
  /** The program page's slug: the picks are kept for its thank-you page under it. */
  slug: string;
  price: number;
  periods: number;
  /** "semestre", or "programa" for one payment. */
  periodNoun: string;
  currency: CurrencyCode;
  maxPercent: number;
  note: string;
  /** The rules of this program's type, as the configuration published them. */
  rules: CostRule[];
  /** The page's lead form, which the estimate leads to ("Recibir esta información"). */
  formHref?: string;
  /** On the thank-you page: the estimate the visitor made, restored, with no form to open. */
  recap?: boolean;
};

const storageKey = (slug: string) => `estimate:${slug}`;
const percentText = (p: number) => `${formatNumber(p, 2)} %`;

function restore(slug: string): Pick[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(slug)) ?? '[]');
    return Array.isArray(value) ? value.filter((p): p is Pick => typeof p?.id === 'string' && (p.band === undefined || Number.isInteger(p.band))) : [];
  } catch {
    return [];
  }
}

/**
 * The cost estimator of a program page (docs/decisions/0014-compare-and-cost.md): the visitor
 * picks the scholarships and discounts they qualify for; the price per period and the total
 * follow (lib/cost/estimate.ts), with what was left out and a plain note that it is an estimate.
 * Rendered on the server with no pick (the list price), so it reads right before its script.
 */
export function CostEstimator({ slug, price, periods, periodNoun, currency, maxPercent, note, rules, formHref, recap = false }: Props) {
  const id = useId();
  const [picks, setPicks] = useState<Pick[]>([]);
  // Its controls wait for its script: a pick made before it runs would not be counted.
  const ready = useHydrated();
  useEffect(() => {
    const kept = restore(slug);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage is read once, after hydration
    if (kept.length) setPicks(kept);
  }, [slug]);

  const result = estimate({ price, periods, digits: CURRENCY[currency].digits, maxPercent, rules, picks });
  const money = (n: number) => formatCurrency(n, currency);
  const label = (ruleId: string) => rules.find((r) => r.id === ruleId)?.label ?? ruleId;
  const set = (rule: CostRule, pick: Pick | null) => {
    const next = [...picks.filter((p) => p.id !== rule.id), ...(pick ? [pick] : [])];
    setPicks(next);
    try {
      sessionStorage.setItem(storageKey(slug), JSON.stringify(next));
    } catch {
      // storage disabled: the thank-you page shows the list price
    }
  };
  const picked = (rule: CostRule) => picks.find((p) => p.id === rule.id);
  const per = periods > 1 ? `por ${periodNoun}` : 'del programa';

  return (
    <section className={styles.estimator} aria-labelledby={`${id}-title`} data-estimator="">
      <h2 id={`${id}-title`}>{recap ? 'Tu estimación' : '¿Cuánto pagarías?'}</h2>
      {!recap && rules.length > 0 && (
        <fieldset className={styles.rules} disabled={!ready}>
          <legend>Marca las becas y descuentos a los que aplicas</legend>
          {rules.map((rule) =>
            rule.bands ? (
              <div key={rule.id} className={styles.rule}>
                <label htmlFor={`${id}-${rule.id}`}>{rule.label}</label>
                <select
                  id={`${id}-${rule.id}`}
                  value={picked(rule)?.band ?? ''}
                  aria-describedby={`${id}-${rule.id}-about`}
                  onChange={(e) => set(rule, e.target.value === '' ? null : { id: rule.id, band: Number(e.target.value) })}
                >
                  <option value="">No aplica</option>
                  {rule.bands.map((band, i) => (
                    <option key={band.label} value={i}>
                      {band.label}: {percentText(band.percent)}
                    </option>
                  ))}
                </select>
                <p id={`${id}-${rule.id}-about`} className={styles.about}>
                  {rule.conditions} {rule.combinable ? 'Se suma a otros descuentos acumulables.' : ''}
                </p>
              </div>
            ) : (
              <div key={rule.id} className={`${styles.rule} ${styles.check}`}>
                <input
                  type="checkbox"
                  id={`${id}-${rule.id}`}
                  checked={Boolean(picked(rule))}
                  aria-describedby={`${id}-${rule.id}-about`}
                  onChange={(e) => set(rule, e.target.checked ? { id: rule.id } : null)}
                />
                <label htmlFor={`${id}-${rule.id}`}>
                  {rule.label}: {percentText(rule.percent ?? 0)}
                </label>
                <p id={`${id}-${rule.id}-about`} className={styles.about}>
                  {rule.conditions} {rule.combinable ? 'Se suma a otros descuentos acumulables.' : ''}
                </p>
              </div>
            ),
          )}
        </fieldset>
      )}
      <div aria-live="polite" className={styles.result}>
        <dl>
          <dt>Valor {per}</dt>
          <dd data-figure="base">{money(result.basePerPeriod)}</dd>
          <dt>Descuento aplicado</dt>
          <dd data-figure="percent">{percentText(result.percent)}</dd>
          <dt>Valor {per} con descuentos</dt>
          <dd data-figure="per-period">{money(result.perPeriod)}</dd>
          <dt>Total estimado{periods > 1 ? ` (${periods} ${periodNoun}s)` : ''}</dt>
          <dd data-figure="total">{money(result.total)}</dd>
        </dl>
        {result.applied.length > 0 && <p>Aplicado: {result.applied.map(label).join(', ')}.</p>}
        {result.left.length > 0 && (
          <p className={styles.left}>No se suma: {result.left.map(label).join(', ')}. Tomamos la combinación que más te favorece, porque hay descuentos que no se acumulan.</p>
        )}
        {result.capped && <p className={styles.left}>Los descuentos acumulables suman como máximo {percentText(maxPercent)}.</p>}
      </div>
      <p className={styles.note}>{note}</p>
      {!recap && formHref && (
        <a href={formHref} className="btn btn--warm">
          Recibir esta información
        </a>
      )}
    </section>
  );
}
