/**
 * The scholarships and discounts a university publishes in its configuration, which the cost
 * estimator of a program page offers (docs/decisions/0014-compare-and-cost.md). Each rule is
 * validated on its own: a malformed one is dropped and logged (lib/content/config.ts), the valid
 * ones stay and the page renders.
 */
import { z } from 'zod';
import { text } from './primitives';

const percent = z.number().gt(0).max(100);

export const costRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,60}$/),
    /** "Beca al mérito académico (Saber 11)". */
    label: text(120).min(1),
    /** Who qualifies and how it is kept, in one or two sentences. */
    conditions: text(500).min(1),
    /** Whether it adds to the other combinable rules; an exclusive one applies alone. */
    combinable: z.boolean(),
    /** The program types it applies to (`pregrado`, `posgrado`…); absent: every program. */
    appliesTo: z.array(z.string().max(40)).min(1).max(10).optional(),
    /** A fixed percentage… */
    percent: percent.optional(),
    /** …or bands the visitor picks from (a merit scholarship by entrance-exam score). */
    bands: z.array(z.object({ label: text(100).min(1), percent })).min(1).max(8).optional(),
  })
  .refine((rule) => (rule.percent === undefined) !== (rule.bands === undefined), { error: 'una regla lleva "percent" o "bands", no ambos' });
export type CostRule = z.infer<typeof costRuleSchema>;

export const costRulesSchema = z.object({
  /** The most the combinable rules add up to, in percent. */
  maxPercent: percent,
  /** The plain note under every estimate (it is an estimate, what it leaves out). */
  note: text(600).min(1),
  rules: z.array(costRuleSchema).max(20),
});
export type CostRules = z.infer<typeof costRulesSchema>;

/** The valid rules of `raw.rules` and the ids (or positions) of the malformed ones. */
export function splitCostRules(raw: unknown): { value: unknown; dropped: string[] } {
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { rules?: unknown }).rules)) return { value: raw, dropped: [] };
  const dropped: string[] = [];
  const rules = ((raw as { rules: unknown[] }).rules).filter((rule, i) => {
    if (costRuleSchema.safeParse(rule).success) return true;
    const id = (rule as { id?: unknown } | null)?.id;
    dropped.push(typeof id === 'string' ? id.slice(0, 60) : `#${i}`);
    return false;
  });
  return { value: { ...raw, rules }, dropped };
}
