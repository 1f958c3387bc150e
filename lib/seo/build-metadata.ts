import type { Metadata } from 'next';
import type { Seo } from '@/lib/content/schema';

type Input = {
  seo: Seo;
  /**
   * The page's own path; the canonical is absolute on SITE_URL, never built from the Host header.
   * Null for a page without an address of its own (the not-found page, shown at every unknown
   * URL): no canonical link and no og:url, rather than ones naming `/404`.
   */
  pathname: string | null;
  siteUrl: string;
  siteName: string;
  locale: string;
  /** Thank-you, search and error pages are kept out of the index whatever the CMS says. */
  noindex?: boolean;
};

/** Resolve a CMS URL (absolute or site-relative) against SITE_URL; anything else is dropped. */
export function absoluteUrl(value: string | undefined, siteUrl: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, `${siteUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function robotsOf(value: string | undefined, noindex: boolean): Metadata['robots'] {
  const tokens = (value ?? 'index,follow').toLowerCase().split(/\s*,\s*/);
  return { index: !noindex && !tokens.includes('noindex'), follow: !tokens.includes('nofollow') };
}

/** The page head from the first block's seo metadata (rules §3 Page metadata). */
export function buildMetadata({ seo, pathname, siteUrl, siteName, locale, noindex = false }: Input): Metadata {
  const canonical = pathname === null ? undefined : (absoluteUrl(seo.canonical_url ?? pathname, siteUrl) ?? `${siteUrl}${pathname}`);
  const image = absoluteUrl(seo.og?.image, siteUrl);
  const title = seo.og?.title ?? seo.title;
  const description = seo.og?.description ?? seo.description;
  return {
    title: seo.title,
    description: seo.description,
    ...(canonical ? { alternates: { canonical } } : {}),
    robots: robotsOf(seo.robots, noindex),
    other: { 'content-language': seo.content_language ?? locale },
    openGraph: {
      type: seo.og?.type === 'article' ? 'article' : 'website',
      ...(canonical ? { url: canonical } : {}),
      siteName,
      locale: locale.replace('-', '_'),
      title,
      description,
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: {
      card: seo.twitter?.card === 'summary' ? 'summary' : 'summary_large_image',
      ...(seo.twitter?.site ? { site: seo.twitter.site } : {}),
      title,
      description,
      ...(image ? { images: [image] } : {}),
    },
    verification: {
      ...(seo.verification?.google ? { google: seo.verification.google } : {}),
      ...(seo.verification?.bing ? { other: { 'msvalidate.01': seo.verification.bing } } : {}),
    },
  };
}

/** The page's own name from its SEO title: "Noticias | Universidad …" → "Noticias". */
export function pageTitle(seo: Seo): string {
  return seo.title.split(' | ')[0]?.trim() || seo.title;
}
