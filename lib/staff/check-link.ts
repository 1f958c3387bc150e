import 'server-only';
import { campaignIssues, type CampaignIssue } from '@/lib/campaign/utm';
import { pageFacts, type PageFacts } from '@/lib/campaign/page-facts';
import { env } from '@/lib/config/env';
import { NO_VOCABULARY } from '@/lib/content/schema';
import type { FieldOption } from '@/lib/forms/field-schema';
import { landingOffer, type Offer } from '@/lib/forms/offer';
import { checkLandingPath, type LandingCheck } from '@/lib/page/landing-check';
import { LANDING_PREFIX, landingFiltersFromSegments, urlSegments, type LandingFilters } from '@/lib/page/resolve';
import { metadataOfPage } from '@/lib/seo/page-metadata';
import { workbenchContent } from './offer';
import { resolveOnSite, type Hop } from './resolve-link';
import { sitePath } from './site-path';

export type Preselection = { programType: string; modality: string; campus: string; program: string };
export type LinkReport =
  | { ok: false; error: string }
  | {
      ok: true;
      url: string;
      hops: Hop[];
      /** Where the content team's redirect sends the link (docs/redirects.md), if one does. */
      moved: Hop | null;
      status: number;
      facts: PageFacts | null;
      landing: { filters: LandingFilters; check: LandingCheck | null } | null;
      preselection: Preselection | null;
      issues: CampaignIssue[];
    };

/** A code of the offer as people read it: the program's or campus's label, the modality's name. */
function labelled(offer: Partial<Offer>, options: readonly FieldOption[]): Preselection | null {
  if (!offer.programType && !offer.modality && !offer.campus && !offer.program) return null;
  const program = options.find((o) => o.value === offer.program);
  const modality = options.find((o) => o.modality === offer.modality);
  const campus = options.find((o) => o.campus === offer.campus);
  return {
    programType: offer.programType ?? '',
    modality: modality?.modalityLabel ?? offer.modality ?? '',
    campus: offer.campus ? (campus?.campusLabel ?? offer.campus) : '',
    program: program?.label ?? offer.program ?? '',
  };
}

/**
 * Everything marketing needs to know of a link before paying for it: whether it resolves
 * (status, redirects, the content team's among them, a 404), its title and canonical, the landing's filters and whether the
 * offer has them (rules §2, lib/page/landing-check.ts), what its form will preselect (the same
 * rule as the form, lib/forms/offer.ts), whether a lead form is there, and its campaign
 * parameters' problems. Only public pages of this site are checked, resolved in this process as a
 * request for them would be (./resolve-link.ts): nothing is fetched.
 */
export async function checkLink(input: string): Promise<LinkReport> {
  const siteUrl = env().SITE_URL;
  const origin = new URL(siteUrl).origin;
  const text = input.trim();
  if (!text) return { ok: false, error: 'Pegue un enlace del sitio.' };
  if (text.length > 2_000) return { ok: false, error: 'El enlace es demasiado largo (más de 2.000 caracteres).' };
  if (!URL.canParse(text, origin)) return { ok: false, error: 'Eso no es un enlace válido.' };
  const path = sitePath(text, origin);
  if (path === null) return { ok: false, error: `Solo se verifican enlaces de este sitio (${origin}).` };
  if (sitePath(text, origin, { publicOnly: true }) === null) return { ok: false, error: 'Solo se verifican páginas públicas del sitio, no /staff ni /api.' };
  const url = new URL(path, origin);
  const [{ options, vocabulary }, { hops, page, moved }] = await Promise.all([workbenchContent(), resolveOnSite(url)]);
  const final = new URL(hops.at(-1)?.url ?? url.toString());
  const segments = urlSegments(final.pathname);
  const filters = segments?.[0] === LANDING_PREFIX ? landingFiltersFromSegments(segments.slice(1)) : null;
  const status = hops.at(-1)?.status ?? 0;
  const offer = status !== 200 ? undefined : filters ? landingOffer(filters, options) : page?.page.meta.programOffer;
  return {
    ok: true,
    url: url.toString(),
    hops,
    moved,
    status,
    facts: page ? pageFacts(metadataOfPage(page, siteUrl), page.page.blocks) : null,
    landing: filters ? { filters, check: checkLandingPath(final.pathname, options) } : null,
    preselection: offer ? labelled(offer, options) : null,
    issues: campaignIssues(url.searchParams, vocabulary ?? NO_VOCABULARY),
  };
}
