import type { Metadata } from 'next';
import { RenderBlocks } from '@/components/blocks/registry';
import { PageIsland } from '@/components/islands/page-island.client';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { EstimateRecap } from '@/components/shortlist/estimate-recap';
import { definedProps } from '@/components/ui/defined-props';
import { JsonLd } from '@/components/ui/json-ld';
import { env } from '@/lib/config/env';
import type { FormRefusalView } from '@/lib/forms/without-scripts';
import { loadRoute, pageContext } from '@/lib/page/page-at';
import { buildMetadata, pageTitle } from '@/lib/seo/build-metadata';
import { organizationJsonLd } from '@/lib/seo/organization';
import { NotFoundView } from '../not-found-view';

/**
 * A content page from its path segments (decoded once, as Next's params are): the catch-all
 * route, and the same page rendered again with a form the server refused (app/api/refused-form).
 */
export async function pageMetadata(segments: readonly string[], { noindex = false } = {}): Promise<Metadata> {
  const { config, resolution, page, landingCheck } = await loadRoute(segments);
  // A landing with a value the university does not offer is no page of its own: kept out of the
  // index, its canonical the longest valid landing (docs/decisions/0011-search-engine-freshness.md).
  const mistyped = landingCheck?.valid === false ? landingCheck.validPath : null;
  return buildMetadata({
    seo: mistyped ? { ...page.meta.seo, canonical_url: mistyped } : page.meta.seo,
    pathname: resolution.notFound ? null : resolution.pathname,
    siteUrl: env().SITE_URL,
    siteName: config.name,
    locale: config.locale,
    noindex: noindex || resolution.thankYou || resolution.search || resolution.notFound || mistyped !== null,
  });
}

export async function PageView({ segments, refusal }: { segments: readonly string[]; refusal?: FormRefusalView }) {
  const at = await loadRoute(segments);
  const { config, resolution, page } = at;
  if (resolution.notFound) return <NotFoundView at={at} />;
  const siteUrl = env().SITE_URL;

  return (
    <>
      {resolution.pathname !== '/' && <Breadcrumbs pathname={resolution.pathname} siteUrl={siteUrl} />}
      <RenderBlocks
        blocks={page.blocks}
        context={{ config, pathname: resolution.pathname, siteUrl, page: pageContext(page, resolution, at.landingCheck), refusal }}
        title={pageTitle(page.meta.seo)}
      />
      {resolution.thankYou && <EstimateRecap pathname={resolution.pathname} config={config} />}
      {resolution.pathname === '/' && <JsonLd data={organizationJsonLd(config, siteUrl)} />}
      <PageIsland {...definedProps({ programOffer: page.meta.programOffer })} />
    </>
  );
}
