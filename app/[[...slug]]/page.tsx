import type { Metadata } from 'next';
import { blockKinds } from '@/components/blocks/kinds';
import { RenderBlocks } from '@/components/blocks/registry';
import { PageIsland } from '@/components/islands/page-island.client';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { env } from '@/lib/config/env';
import { loadRoute, pageContext } from '@/lib/page/page-at';
import { buildMetadata, pageTitle } from '@/lib/seo/build-metadata';
import { organizationJsonLd } from '@/lib/seo/organization';
import { NotFoundView } from '../not-found-view';

/** Pages are rendered on demand, then served from the cache and refreshed every 5 minutes. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug?: string[] }> };

/** Next's router decoded each segment once: `lib/page` takes them as they are. */
const routeSegments = async (params: Props['params']) => (await params).slug ?? [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { config, resolution, page, landingCheck } = await loadRoute(await routeSegments(params), blockKinds);
  // A landing with a value the university does not offer is no page of its own: kept out of the
  // index, its canonical the longest valid landing (docs/decisions/0011-search-engine-freshness.md).
  const mistyped = landingCheck?.valid === false ? landingCheck.validPath : null;
  return buildMetadata({
    seo: mistyped ? { ...page.meta.seo, canonical_url: mistyped } : page.meta.seo,
    pathname: resolution.notFound ? null : resolution.pathname,
    siteUrl: env().SITE_URL,
    siteName: config.name,
    locale: config.locale,
    noindex: resolution.thankYou || resolution.search || resolution.notFound || mistyped !== null,
  });
}

export default async function CatchAllPage({ params }: Props) {
  const at = await loadRoute(await routeSegments(params), blockKinds);
  const { config, resolution, page } = at;
  if (resolution.notFound) return <NotFoundView at={at} />;
  const siteUrl = env().SITE_URL;

  return (
    <>
      {resolution.pathname !== '/' && <Breadcrumbs pathname={resolution.pathname} siteUrl={siteUrl} />}
      <RenderBlocks blocks={page.blocks} context={{ config, pathname: resolution.pathname, siteUrl, page: pageContext(page, resolution, at.landingCheck) }} title={pageTitle(page.meta.seo)} />
      {resolution.pathname === '/' && <JsonLd data={organizationJsonLd(config, siteUrl)} />}
      <PageIsland programOffer={page.meta.programOffer} />
    </>
  );
}
