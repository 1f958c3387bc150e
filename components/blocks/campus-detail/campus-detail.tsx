import type { Campus } from '@/lib/content/schema';
import { absoluteUrl, directionsUrl } from '../block-utils';
import { DetailFrame } from '../shared/detail-frame';
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
  const { campus } = block.data;
  return (
    <DetailFrame
      block={block}
      context={context}
      entity={campus}
      eyebrow={campusKindLabel(campus.kind)}
      aside={
        <>
          <h2 className="visually-hidden">Datos de contacto</h2>
          <CampusFacts campus={campus} className={styles.facts} linkClassName={styles.textLink} />
          <div className={styles.actions}>
            <DirectionsLink campus={campus} className="btn btn--warm" />
          </div>
        </>
      }
      afterBody={<CampusMap campuses={[campus]} title="Ubicación" blockId={block.id} region={context.config.code} />}
      jsonLd={campusJsonLd(campus, context)}
    />
  );
}
