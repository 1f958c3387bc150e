import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { RenderBlocks } from '@/components/blocks/registry';
import { PageIsland } from '@/components/islands/page-island.client';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { EstimateRecap } from '@/components/shortlist/estimate-recap';
import { definedProps } from '@/components/ui/defined-props';
import { JsonLd } from '@/components/ui/json-ld';
import { env } from '@/lib/config/env';
import type { FormRefusalView } from '@/lib/forms/without-scripts';
import { loadRoute, pageContext } from '@/lib/page/page-at';
import { pageTitle } from '@/lib/seo/build-metadata';
import { metadataOfPage } from '@/lib/seo/page-metadata';
import { organizationJsonLd } from '@/lib/seo/organization';
import { pageTypeOf } from '@/lib/vitals/page-type';
import { NotFoundView } from '../not-found-view';

/**
 * A content page from its path segments (decoded once, as Next's params are): the catch-all
 * route, the same page rendered again with a form the server refused (app/api/refused-form), and
 * a thank-you page with what follows it for this visitor (`after`: app/gracias-whatsapp).
 */
export async function pageMetadata(segments: readonly string[], { noindex = false } = {}): Promise<Metadata> {
  return metadataOfPage(await loadRoute(segments), env().SITE_URL, { noindex });
}

export async function PageView({ segments, refusal, after }: { segments: readonly string[]; refusal?: FormRefusalView; after?: ReactNode }) {
  const at = await loadRoute(segments);
  const { config, resolution, page } = at;
  if (resolution.notFound)
    return (
      <>
        <NotFoundView at={at} />
        <PageIsland pageType="notFound" />
      </>
    );
  const siteUrl = env().SITE_URL;
  const pageType = pageTypeOf({ ...resolution, landing: resolution.landing !== null, kinds: page.blocks.map((b) => b.component) });

  return (
    <>
      {resolution.pathname !== '/' && <Breadcrumbs pathname={resolution.pathname} siteUrl={siteUrl} />}
      <RenderBlocks
        blocks={page.blocks}
        context={{ config, pathname: resolution.pathname, siteUrl, page: pageContext(page, resolution, at.landingCheck), refusal }}
        title={pageTitle(page.meta.seo)}
        afterHeading={resolution.thankYou ? after : undefined}
      />
      {resolution.thankYou && <EstimateRecap pathname={resolution.pathname} config={config} />}
      {resolution.pathname === '/' && <JsonLd data={organizationJsonLd(config, siteUrl)} />}
      <PageIsland pageType={pageType} {...definedProps({ programOffer: page.meta.programOffer })} />
    </>
  );
}
