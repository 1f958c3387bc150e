import type { Metadata } from 'next';
import type { PageAt } from '@/lib/page/page-at';
import { finalAddress } from '@/lib/redirects/state';
import { buildMetadata } from './build-metadata';

/**
 * A content page's head (rules §3) from the page as lib/page loaded it: the catch-all's
 * generateMetadata, the page with a refused form, and the link checker's facts
 * (lib/staff/check-link.ts) read the same. `noindex` keeps a page out of the index whatever its
 * content says.
 */
export function metadataOfPage({ config, resolution, page, landingCheck }: Extract<PageAt, { to: 'page' }>, siteUrl: string, { noindex = false } = {}): Metadata {
  // A landing with a value the university does not offer is no page of its own: kept out of the
  // index, its canonical the longest valid landing (docs/decisions/0011-search-engine-freshness.md).
  const mistyped = landingCheck?.valid === false ? landingCheck.validPath : null;
  const seo = mistyped ? { ...page.meta.seo, canonical_url: mistyped } : page.meta.seo;
  // A redirected address is never a canonical: the redirect's target is (docs/redirects.md).
  const named = seo.canonical_url ?? resolution.pathname;
  const canonical = resolution.notFound ? named : finalAddress(named, siteUrl);
  return buildMetadata({
    seo: canonical === named ? seo : { ...seo, canonical_url: canonical },
    pathname: resolution.notFound ? null : resolution.pathname,
    siteUrl,
    siteName: config.name,
    locale: config.locale,
    noindex: noindex || resolution.thankYou || resolution.search || resolution.notFound || mistyped !== null,
  });
}
