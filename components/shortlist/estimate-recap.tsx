import { comparedPrograms } from '@/lib/compare/programs';
import type { UniversityConfig } from '@/lib/content/schema';
import { isProgramSlug } from '@/lib/shortlist/shortlist';
import { ProgramCost } from './program-cost';

const THANKS = /^\/programas\/([^/]+)\/gracias$/;

/**
 * A program's thank-you page repeats the estimate the visitor made on the program's page (the
 * island restores their picks from the browser's session; with none, the list price).
 */
export async function EstimateRecap({ pathname, config }: { pathname: string; config: UniversityConfig }) {
  const slug = THANKS.exec(pathname)?.[1];
  if (!slug || !isProgramSlug(slug) || !config.costRules) return null;
  const { found } = await comparedPrograms([slug]);
  const program = found[0]?.program;
  if (!program) return null;
  return (
    <div className="container">
      <ProgramCost program={program} config={config} recap />
    </div>
  );
}
