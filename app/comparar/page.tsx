import type { Metadata } from 'next';
import { RenderBlocks } from '@/components/blocks/registry';
import { FieldVitals } from '@/components/islands/field-vitals.client';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Comparison } from '@/components/shortlist/comparison';
import { ShortlistRestore } from '@/components/shortlist/lazy.client';
import { formAmong, isFormsBlock } from '@/lib/compare/form';
import { env } from '@/lib/config/env';
import { pageContext } from '@/lib/page/page-at';
import { buildMetadata } from '@/lib/seo/build-metadata';
import { COMPARE_PATH, comparePath } from '@/lib/shortlist/shortlist';
import { loadComparison, type SearchParams } from './load';
import styles from './compare-page.module.css';

/**
 * `/comparar?programas=a,b,…` (docs/decisions/0014-compare-and-cost.md): rendered on the server
 * from its address, so a shared link shows the same comparison anywhere; kept out of search
 * engines. Under it, the site's lead form offering the compared programs, the one whose
 * "Recibir esta información" was tapped already chosen.
 */
type Props = { searchParams: SearchParams };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { config, at } = await loadComparison(COMPARE_PATH, searchParams);
  return buildMetadata({
    seo: at?.page.meta.seo ?? { title: `Compara programas | ${config.shortName}`, description: 'Compara hasta cuatro programas.' },
    pathname: COMPARE_PATH,
    siteUrl: env().SITE_URL,
    siteName: config.name,
    locale: config.locale,
    noindex: true,
  });
}

export default async function ComparePage({ searchParams }: Props) {
  const { config, at, found, left, chosen, slugs } = await loadComparison(COMPARE_PATH, searchParams);
  const siteUrl = env().SITE_URL;
  const form = at?.page.blocks.find(isFormsBlock);
  const list = comparePath(slugs);
  const lead = form ? { formId: form.data.general.id, href: (slug: string) => `${list}&programa=${slug}#${form.data.general.id}` } : undefined;

  return (
    <>
      <Breadcrumbs pathname={COMPARE_PATH} siteUrl={siteUrl} />
      <section className="section" aria-labelledby="compare-title">
        <div className="container">
          <h1 id="compare-title">Compara programas</h1>
          {left.length > 0 && (
            <p role="status" className={styles.notice}>
              No pudimos mostrar {left.length === 1 ? 'un programa' : `${left.length} programas`} del enlace ({left.join(', ')}): no existe o pasa del máximo de 4.
            </p>
          )}
          {found.length === 0 ? (
            <>
              <p>Todavía no tienes programas para comparar. Toca «Guardar» en hasta 4 programas de la oferta académica, la búsqueda o la página de cada programa, y vuelve aquí.</p>
              <p>
                <a href={config.academicOfferPath} className="btn">
                  Ver la oferta académica
                </a>
              </p>
              <ShortlistRestore />
            </>
          ) : (
            <>
              <p className={styles.intro}>
                {found.length === 1 ? 'Un programa' : `${found.length} programas`} lado a lado. Los valores son de referencia, en {config.currency}; calcula tus becas y descuentos en la página de cada programa.
              </p>
              <Comparison programs={found} config={config} lead={lead} />
            </>
          )}
        </div>
      </section>
      {at && form && chosen && (
        // Keyed by the chosen program: a new choice is a new form, that program preselected.
        <div key={chosen.slug}>
          <RenderBlocks
            blocks={[formAmong(form, found.map((c) => c.program.id))]}
            context={{ config, pathname: COMPARE_PATH, siteUrl, page: { ...pageContext(at.page, at.resolution), offer: chosen.offer }, thankYouQuery: `?programas=${slugs.join(',')}` }}
          />
        </div>
      )}
      <FieldVitals pageType="compare" />
    </>
  );
}
