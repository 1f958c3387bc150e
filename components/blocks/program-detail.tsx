import { Fragment } from 'react';
import { JsonLd } from '@/components/ui/json-ld';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { Program } from '@/lib/content/schema';
import { formatCurrency } from '@/lib/locale/format';
import { absoluteUrl, blockElementId, programMode } from './block-utils';
import { Share } from './lazy.client';
import type { BlockContext, BlockProps } from './types';
import styles from './detail.module.css';

/** schema.org EducationalOccupationalProgram for a program page. */
function programJsonLd(program: Program, context: BlockContext): Record<string, unknown> {
  const url = absoluteUrl(program.path, context.siteUrl);
  return {
    '@type': 'EducationalOccupationalProgram',
    name: program.title,
    description: program.summary,
    url,
    image: absoluteUrl(program.image.styles.large, context.siteUrl),
    provider: { '@type': 'CollegeOrUniversity', name: context.config.name, url: absoluteUrl('/', context.siteUrl) },
    offers: {
      '@type': 'Offer',
      price: program.price,
      priceCurrency: context.config.currency,
      category: 'Valor del semestre',
      url,
    },
    educationalProgramMode: programMode(program.modality, program.modalityLabel),
    ...(program.duration ? { timeToComplete: program.duration } : {}),
  };
}

/** A program page: the h1, its key facts, the description and its structured data. */
export function ProgramDetail({ block, context }: BlockProps<'program_detail'>) {
  const { program, body } = block.data;
  const titleId = blockElementId(block.id, 'title');
  const facts: { term: string; value: string }[] = [
    { term: 'Tipo', value: program.programTypeLabel },
    { term: 'Modalidad', value: program.modalityLabel },
    { term: 'Sede', value: program.campusLabel },
    { term: 'Duración', value: program.duration },
    { term: 'Valor del semestre', value: formatCurrency(program.price, context.config.currency) },
  ];
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <header className={styles.header}>
          {program.programTypeLabel && <p className={styles.eyebrow}>{program.programTypeLabel}</p>}
          <h1 id={titleId} className={styles.title}>
            {program.title}
          </h1>
          {program.summary && <p className={styles.lead}>{program.summary}</p>}
        </header>
        <div className={styles.layout}>
          <figure className={styles.media}>
            <ResponsiveImage
              image={program.image}
              priority={context.index === 0}
              sizes="(min-width: 1200px) 676px, calc(100vw - 2rem)"
              className={styles.image}
            />
          </figure>
          <div>
            <h2 className="visually-hidden">Datos del programa</h2>
            <dl className={styles.facts}>
              {facts
                .filter((fact) => fact.value !== '')
                .map((fact) => (
                  <Fragment key={fact.term}>
                    <dt>{fact.term}</dt>
                    <dd>{fact.value}</dd>
                  </Fragment>
                ))}
            </dl>
          </div>
        </div>
        <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: body }} />
        <Share
          url={`${context.siteUrl}${context.pathname}`}
          title={program.title}
          text={program.summary}
          image={absoluteUrl(program.image.styles.large, context.siteUrl)}
        />
      </div>
      <JsonLd data={programJsonLd(program, context)} />
    </section>
  );
}
