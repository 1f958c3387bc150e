import { JsonLd } from '@/components/ui/json-ld';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { Campus } from '@/lib/content/schema';
import { absoluteUrl, blockElementId, directionsUrl } from '../block-utils';
import { CampusFacts, DirectionsLink, campusKindLabel } from '../shared/campus-info';
import { CampusMap } from '../shared/campus-map';
import type { BlockContext, BlockProps } from '../types';
import styles from '../shared/detail.module.css';

/** schema.org CollegeOrUniversity (a Place too) with its coordinates. */
function campusJsonLd(campus: Campus, context: BlockContext): Record<string, unknown> {
  return {
    '@type': ['CollegeOrUniversity', 'Place'],
    name: campus.title,
    url: absoluteUrl(campus.path, context.siteUrl),
    image: absoluteUrl(campus.image.styles.large, context.siteUrl),
    ...(campus.phone ? { telephone: campus.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: campus.address,
      addressLocality: campus.city,
      addressCountry: context.config.code.toUpperCase(),
    },
    geo: { '@type': 'GeoCoordinates', latitude: campus.lat, longitude: campus.lng },
    hasMap: directionsUrl(campus.lat, campus.lng),
    parentOrganization: { '@type': 'CollegeOrUniversity', name: context.config.name },
  };
}

/** A campus or centre page: h1, contact details, directions, description and structured data. */
export function CampusDetail({ block, context }: BlockProps<'campus_detail'>) {
  const { campus, body } = block.data;
  const titleId = blockElementId(block.id, 'title');
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <header className={styles.header}>
          <p className={styles.eyebrow}>{campusKindLabel(campus.kind)}</p>
          <h1 id={titleId} className={styles.title}>
            {campus.title}
          </h1>
        </header>
        <div className={styles.layout}>
          <figure className={styles.media}>
            <ResponsiveImage
              image={campus.image}
              priority={context.index === 0}
              sizes="(min-width: 1200px) 676px, calc(100vw - 2rem)"
              className={styles.image}
            />
          </figure>
          <div>
            <h2 className="visually-hidden">Datos de contacto</h2>
            <CampusFacts campus={campus} className={styles.facts} linkClassName={styles.textLink} />
            <div className={styles.actions}>
              <DirectionsLink campus={campus} className="btn btn--warm" />
            </div>
          </div>
        </div>
        <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: body }} />
        <CampusMap campuses={[campus]} title="Ubicación" blockId={block.id} region={context.config.code} />
      </div>
      <JsonLd data={campusJsonLd(campus, context)} />
    </section>
  );
}
