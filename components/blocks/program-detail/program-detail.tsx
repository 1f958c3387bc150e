import { Fragment } from 'react';
import type { Program } from '@/lib/content/schema';
import { whatsappHref } from '@/lib/contact/links';
import { pricedPeriod } from '@/lib/cost/estimate';
import { formatCurrency } from '@/lib/locale/money';
import { slugOfPath } from '@/lib/shortlist/shortlist';
import { ProgramCost } from '../../shortlist/program-cost';
import { absoluteUrl, blockElementId, programMode } from '../block-utils';
import { ProgramCtaBar, SaveProgram } from '../lazy.client';
import { DetailFrame } from '../shared/detail-frame';
import type { BlockContext, BlockProps } from '../types';
import styles from '../shared/detail.module.css';
import cta from './program-cta.module.css';

/** schema.org EducationalOccupationalProgram for a program page. */
/** What the price is of: "Valor del semestre", or "Valor del programa" for one priced as a whole. */
function priceTerm(program: Program): string {
  const period = pricedPeriod(program);
  return period ? `Valor del ${period}` : 'Valor del programa';
}

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
      category: priceTerm(program),
      url,
    },
    educationalProgramMode: programMode(program.modality, program.modalityLabel),
    ...(program.duration ? { timeToComplete: program.duration } : {}),
  };
}

/**
 * A program page: the h1 and, in the first screen, its next step (the lead form, an advisor on
 * WhatsApp); then its key facts and official registration, the description, the admission
 * requirements and its structured data. On phones a bar keeps the next step at hand.
 */
export function ProgramDetail({ block, context }: BlockProps<'program_detail'>) {
  const { program, formAnchor } = block.data;
  const headerId = blockElementId(block.id, 'cta');
  const slug = slugOfPath(program.path);
  const whatsapp = context.config.whatsapp
    ? whatsappHref(context.config.whatsapp, `Hola, quiero información sobre ${program.title}.`)
    : null;
  const facts: { term: string; value: string }[] = [
    { term: 'Tipo', value: program.programTypeLabel },
    { term: 'Modalidad', value: program.modalityLabel },
    { term: 'Sede', value: program.campusLabel },
    { term: 'Duración', value: program.duration },
    { term: priceTerm(program), value: formatCurrency(program.price, context.config.currency) },
    { term: 'Código SNIES', value: program.snies ?? '' },
  ];
  return (
    <DetailFrame
      block={block}
      context={context}
      entity={program}
      eyebrow={program.programTypeLabel}
      intro={
        <>
          {program.summary && <p className={styles.lead}>{program.summary}</p>}
          {(formAnchor || whatsapp) && (
            <p className={cta.ctas} id={headerId}>
              {formAnchor && (
                <a href={`#${formAnchor}`} className="btn btn--warm">
                  Solicita información
                </a>
              )}
              {whatsapp && (
                <a href={whatsapp} className="btn btn--secondary" target="_blank" rel="noopener noreferrer">
                  Habla con un asesor<span className="visually-hidden"> por WhatsApp (se abre en una ventana nueva)</span>
                </a>
              )}
            </p>
          )}
          {slug && <SaveProgram slug={slug} title={program.title} />}
        </>
      }
      aside={
        <>
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
          {program.registration && <p className={styles.registration}>{program.registration}</p>}
        </>
      }
      afterBody={
        <>
          {program.requirements && program.requirements.length > 0 && (
            <div className="prose">
              <h2>Requisitos de admisión</h2>
              <ul>
                {program.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
          <ProgramCost program={program} config={context.config} formHref={formAnchor ? `#${formAnchor}` : undefined} />
        </>
      }
      jsonLd={programJsonLd(program, context)}
    >
      {formAnchor && <ProgramCtaBar headerId={headerId} formId={formAnchor} formHref={`#${formAnchor}`} whatsappHref={whatsapp} />}
    </DetailFrame>
  );
}
