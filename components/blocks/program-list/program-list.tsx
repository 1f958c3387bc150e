import type { Program } from '@/lib/content/schema';
import { imageLoading } from '@/lib/layout/fold';
import { landingPath, type LandingCheck, type LandingFilter } from '@/lib/page/landing-check';
import { ProgramFilters } from '../lazy.client';
import type { OfferItem } from './offer-view.client';
import { blockElementId } from '../block-utils';
import { CardList } from '../shared/card-list';
import { ProgramCard } from '../shared/program-card';
import { BlockSection } from '../shared/block-section';
import type { BlockProps } from '../types';
import styles from '../shared/cards.module.css';
import listStyles from './program-list.module.css';

type Group = { id: string; label: string; programs: Program[] };

/** Programs grouped by category (their programType), in the order of `categories`. */
function groupPrograms(categories: { id: string; label: string }[], programs: Program[]): Group[] {
  const seen = new Set<string>();
  const groups: Group[] = [];
  for (const category of categories) {
    if (seen.has(category.id)) continue;
    seen.add(category.id);
    const members = programs.filter((p) => p.programType === category.id);
    if (members.length > 0) groups.push({ id: category.id, label: category.label, programs: members });
  }
  const others = programs.filter((p) => !seen.has(p.programType));
  if (others.length > 0) groups.push({ id: 'otros', label: 'Otros programas', programs: others });
  return groups;
}

/** The academic offer with its filters: the island filters cards rendered here, on the server. */
function FilterableList({ block, context }: BlockProps<'program_list'>) {
  const { categories, programs, filterOptions = [] } = block.data;
  const items: OfferItem[] = programs.map((p, i) => ({
    id: p.id,
    program: { title: p.title, keywords: p.keywords, filters: p.filters, programType: p.programType, modality: p.modality, modalityLabel: p.modalityLabel },
    // Not a CardList: the island lays these cards out as its filters allow, so each one's loading
    // is decided here, on the server, by its place in the whole offer.
    card: <ProgramCard program={p} currency={context.config.currency} headingLevel="h4" loading={imageLoading(context, i)} />,
  }));
  const view = { items, categories, options: filterOptions };
  return (
    <ProgramFilters {...view} />
  );
}

const FILTER_NAMES: Record<LandingFilter, string> = {
  programType: 'el tipo de programa',
  modality: 'la modalidad',
  campus: 'la sede',
  program: 'el programa',
};

/**
 * A landing whose path names something the university does not offer (a mistyped campaign link)
 * says so, and leads to the longest landing that does (docs/decisions/0011-search-engine-freshness.md).
 */
function MistypedLanding({ check }: { check: Extract<LandingCheck, { valid: false }> }) {
  const { filter, value } = check.unknown;
  return (
    <p className={styles.empty}>
      No encontramos programas con {filter ? FILTER_NAMES[filter] : 'la opción'} «{value}».{' '}
      <a href={check.validPath}>{check.validPath === landingPath([]) ? 'Ver todos los programas' : 'Ver los programas disponibles'}</a>.
    </p>
  );
}

/** The academic offer: an h2, then one card grid per category. */
export function ProgramList({ block, context }: BlockProps<'program_list'>) {
  const { title, categories } = block.data;
  const check = context.page.landingCheck;
  if (check?.valid === false) {
    return (
      <BlockSection blockId={block.id} title={title} id="programas">
        <MistypedLanding check={check} />
      </BlockSection>
    );
  }
  const { programs } = block.data;
  if (block.data.filterOptions?.length && programs.length > 0) {
    return (
      <BlockSection blockId={block.id} title={title} id="programas">
        <FilterableList block={block} context={context} />
      </BlockSection>
    );
  }
  const groups = groupPrograms(categories, programs);
  const grouped = categories.length > 0;
  // Each group's first card comes after the programs of the groups before it (for its images' loading).
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((n, earlier) => n + earlier.programs.length, 0));
  return (
    <BlockSection blockId={block.id} title={title} id="programas">
      {programs.length === 0 && (
        <p className={styles.empty}>
          No encontramos programas con estos criterios.{' '}
          <a href={context.config.academicOfferPath}>Consulta toda la oferta académica</a>.
        </p>
      )}
      {groups.map((group, g) => {
        const groupId = blockElementId(block.id, `cat-${group.id}`);
        return (
          <div key={group.id} className={listStyles.group}>
            {grouped && (
              <h3 id={groupId} className={listStyles.category}>
                {group.label}{' '}
                <span className={listStyles.count}>
                  {group.programs.length === 1 ? '1 programa' : `${group.programs.length} programas`}
                </span>
              </h3>
            )}
            <CardList items={group.programs} position={context} start={starts[g]}>
              {(program, loading) => (
                <ProgramCard
                  program={program}
                  currency={context.config.currency}
                  headingLevel={grouped ? 'h4' : 'h3'}
                  loading={loading}
                />
              )}
            </CardList>
          </div>
        );
      })}
    </BlockSection>
  );
}
