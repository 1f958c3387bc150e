import { CampusFacts, DirectionsLink, campusKindLabel } from '../shared/campus-info';
import { CampusMap } from '../shared/campus-map';
import { CampusPaginator } from '../lazy.client';
import { Card } from '../shared/card';
import { CardList } from '../shared/card-list';
import { BlockSection } from '../shared/block-section';
import type { BlockProps } from '../types';
import styles from '../shared/cards.module.css';
import campusStyles from './campus-list.module.css';

/**
 * Campuses and service centres as cards with contact details and directions, `quantityForPage`
 * at a time (every card stays in the HTML), then the map of all of them.
 */
export function CampusList({ block, context }: BlockProps<'campus_list'>) {
  const { title, campuses, quantityForPage } = block.data;
  return (
    <BlockSection blockId={block.id} title={title}>
      {campuses.length === 0 ? (
        <p className={styles.empty}>No hay sedes para mostrar.</p>
      ) : (
        <CampusPaginator total={campuses.length} perPage={quantityForPage} label={`Páginas de ${title}`}>
          <CardList items={campuses} position={context}>
            {(campus, loading) => (
              <Card
                image={campus.image}
                loading={loading}
                eyebrow={campusKindLabel(campus.kind)}
                title={campus.title}
                href={campus.path}
              >
                <CampusFacts campus={campus} className={styles.facts} linkClassName={`${styles.raised} ${campusStyles.link}`} />
                <DirectionsLink campus={campus} className={`${styles.raised} ${campusStyles.link}`} />
              </Card>
            )}
          </CardList>
        </CampusPaginator>
      )}
      <CampusMap
        campuses={campuses}
        title="Mapa de sedes"
        headingLevel={3}
        blockId={block.id}
        region={context.config.code}
      />
    </BlockSection>
  );
}
