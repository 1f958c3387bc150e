import type { Program, UniversityConfig } from '@/lib/content/schema';
import { periodsOf, rulesFor } from '@/lib/cost/estimate';
import { slugOfPath } from '@/lib/shortlist/shortlist';
import { CostEstimator } from '../blocks/lazy.client';

/** "semestre" when the program is paid by semester (its duration says so), else one payment. */
const periodNoun = (duration: string) => (/semestre/i.test(duration) ? 'semestre' : /cuatrimestre/i.test(duration) ? 'cuatrimestre' : 'periodo');

/**
 * The cost estimator of a program (docs/decisions/0014-compare-and-cost.md), with the rules the
 * university publishes for the program's type. Nothing when the configuration has no rules set.
 */
export function ProgramCost({ program, config, formHref, recap }: { program: Program; config: UniversityConfig; formHref?: string; recap?: boolean }) {
  const slug = slugOfPath(program.path);
  if (!config.costRules || !slug) return null;
  return (
    <CostEstimator
      slug={slug}
      price={program.price}
      periods={periodsOf(program)}
      periodNoun={periodNoun(program.duration)}
      currency={config.currency}
      maxPercent={config.costRules.maxPercent}
      note={config.costRules.note}
      rules={rulesFor(config.costRules.rules, program.programType)}
      formHref={formHref}
      recap={recap}
    />
  );
}
