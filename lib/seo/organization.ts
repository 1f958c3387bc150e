import type { UniversityConfig } from '@/lib/content/schema';

/** CollegeOrUniversity JSON-LD for the home page. */
export function organizationJsonLd(config: UniversityConfig, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: config.name,
    alternateName: config.shortName,
    url: siteUrl,
    logo: `${siteUrl}/media/logo-${config.code}.svg`,
    telephone: config.phone,
    email: config.email,
    address: { '@type': 'PostalAddress', streetAddress: config.address, addressCountry: config.code.toUpperCase() },
    sameAs: config.social.map((s) => s.url),
  };
}
