/**
 * The cost estimate of a program, pure (docs/decisions/0014-compare-and-cost.md): price per period
 * × periods, minus the scholarships and discounts the visitor picked from the university's rules.
 * - Combinable rules add up, to the university's `maxPercent` at most.
 * - An exclusive rule applies alone. When the visitor picks one beside others, the estimate takes
 *   the larger of the two (the exclusive rule, or the combinable sum) and says which was left out.
 * - Amounts are computed in the currency's smallest unit (rules §1: pesos and colones have no
 *   cents, the balboa has two): the discount per period is rounded half up, and the total is the
 *   rounded price per period times the periods, so the total is what the periods add up to.
 * Imported by the estimator island: types only from the schema, no zod.
 */
import type { CostRule } from '@/lib/content/cost-config';

/** One picked rule: its id, and the band picked for a rule with bands. */
export type Pick = { id: string; band?: number };

export type Estimate = {
  /** The percent applied to every period. */
  percent: number;
  /** Picked rules applied, and picked rules left out (an exclusive one, or the combinable ones beside it). */
  applied: string[];
  left: string[];
  /** Whether the combinable sum reached the cap. */
  capped: boolean;
  basePerPeriod: number;
  discountPerPeriod: number;
  perPeriod: number;
  baseTotal: number;
  total: number;
};

/** The percent of a picked rule (a band's for a rule with bands); null when the pick is not valid. */
export function percentOf(rule: CostRule, pick: Pick): number | null {
  if (rule.bands) {
    const band = pick.band === undefined ? undefined : rule.bands[pick.band];
    return band ? band.percent : null;
  }
  return rule.percent ?? null;
}

/** The rules that apply to a program type. */
export const rulesFor = (rules: readonly CostRule[], programType: string): CostRule[] =>
  rules.filter((r) => !r.appliesTo || r.appliesTo.includes(programType));

/** Round half up to a whole number of minor units, steady against binary fractions (0.5 → 1). */
const roundHalfUp = (x: number) => Math.floor(x + 0.5 + 1e-9);

type Input = { price: number; periods: number; digits: number; maxPercent: number; rules: readonly CostRule[]; picks: readonly Pick[] };

export function estimate({ price, periods, digits, maxPercent, rules, picks }: Input): Estimate {
  const chosen = picks.flatMap((pick) => {
    const rule = rules.find((r) => r.id === pick.id);
    const percent = rule ? percentOf(rule, pick) : null;
    return rule && percent !== null ? [{ rule, percent }] : [];
  });
  const combinable = chosen.filter((c) => c.rule.combinable);
  const sum = combinable.reduce((total, c) => total + c.percent, 0);
  const capped = sum > maxPercent;
  let best = { percent: Math.min(sum, maxPercent), applied: combinable.map((c) => c.rule.id) };
  for (const c of chosen.filter((x) => !x.rule.combinable)) {
    const percent = Math.min(c.percent, maxPercent);
    if (percent > best.percent) best = { percent, applied: [c.rule.id] };
  }
  const unit = 10 ** digits;
  const base = roundHalfUp(price * unit);
  const discount = roundHalfUp((base * best.percent) / 100);
  const net = base - discount;
  const whole = Math.max(1, Math.floor(periods));
  return {
    percent: best.percent,
    applied: best.applied,
    left: chosen.map((c) => c.rule.id).filter((id) => !best.applied.includes(id)),
    capped: capped && best.applied.length > 1,
    basePerPeriod: base / unit,
    discountPerPeriod: discount / unit,
    perPeriod: net / unit,
    baseTotal: (base * whole) / unit,
    total: (net * whole) / unit,
  };
}

/** A duration counted in periods ("10 semestres"), its count and its unit. */
const PERIODS = /^(\d{1,2})\s+(semestre|cuatrimestre|trimestre|periodo|año)s?\b/i;

/**
 * The number of periods of a program: its `periods`, else the count its duration starts with
 * ("10 semestres"); a program priced as a whole (a diploma course in hours) is one payment.
 */
export function periodsOf(program: { periods?: number; duration: string }): number {
  if (program.periods) return program.periods;
  const match = PERIODS.exec(program.duration.trim());
  return match ? Number(match[1]) : 1;
}

/**
 * What a program's price pays for: one period, named as its duration names it ("semestre"), or
 * the whole program (null) when its duration is not counted in periods (a diploma course in hours).
 */
export function pricedPeriod(program: { periods?: number; duration: string }): string | null {
  const match = PERIODS.exec(program.duration.trim());
  if (match?.[2]) return match[2].toLowerCase();
  return program.periods && program.periods > 1 ? 'periodo' : null;
}
