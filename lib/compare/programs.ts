import 'server-only';
import type { BlockOf, Program, ProgramOffer } from '@/lib/content/schema';
import { pageAt } from '@/lib/page/page-at';
import { pathnameSegments } from '@/lib/page/resolve';
import { PROGRAM_PREFIX } from '@/lib/shortlist/shortlist';

export type Compared = { slug: string; program: Program; offer: ProgramOffer | undefined };

/**
 * The programs of a comparison, from their own pages (the same cached calls a program page makes,
 * rules §7): each found one in the asked order, and the slugs no program answers. An outage of the
 * content service throws, so that it is never shown as "not found".
 */
export async function comparedPrograms(slugs: readonly string[]): Promise<{ found: Compared[]; missing: string[] }> {
  const pages = await Promise.all(slugs.map((slug) => pageAt(pathnameSegments(PROGRAM_PREFIX + slug))));
  const found: Compared[] = [];
  const missing: string[] = [];
  pages.forEach((at, i) => {
    const slug = slugs[i] ?? '';
    const detail = at.to === 'page' ? at.page.blocks.find((b): b is BlockOf<'program_detail'> => b.component === 'program_detail') : undefined;
    if (at.to === 'page' && detail) found.push({ slug, program: detail.data.program, offer: at.page.meta.programOffer });
    else missing.push(slug);
  });
  return { found, missing };
}
