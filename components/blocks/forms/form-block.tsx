import { fieldsForKind, parseFields, type FormField, type FormValues } from '@/lib/forms/field-schema';
import { findFormDefinition } from '@/lib/forms/form-definition';
import { leadsRuntime } from '@/lib/leads/dispatcher';
import { logger } from '@/lib/log';
import { FormBlockClient } from '../lazy.client';
import type { BlockProps } from '../types';

/**
 * The form as the API route will validate it: the fields of its kind, upcoming events, and the
 * selects the page's offer (or a landing's filters) preselects.
 */
async function definitionFor({ block, context }: BlockProps<'forms'>): Promise<{ fields: FormField[]; preselect: FormValues }> {
  try {
    const definition = await findFormDefinition(context.pathname, block.data.general.id);
    if (definition) return { fields: definition.fields, preselect: definition.preselect };
  } catch (error) {
    logger.warn('form.definition_failed', { formId: block.data.general.id, reason: String(error).slice(0, 200) });
  }
  // Best effort: the page still renders its form (without page events or preselection).
  return { fields: fieldsForKind(parseFields(block.data.fields), block.data.general.kind), preselect: {} };
}

/**
 * A lead or contact form (spec §3, §5): the definition is parsed on the server; the interactive
 * half (react-hook-form + zod) ships only with pages that have a form.
 */
export async function FormBlock(props: BlockProps<'forms'>) {
  const { block, context } = props;
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    // Make sure this process's outbox sweep runs (it resumes leads left by a previous process).
    leadsRuntime().catch((error: unknown) => logger.error('leads.runtime_failed', { reason: String(error).slice(0, 200) }));
  }
  const { general } = block.data;
  // A landing's thank-you path redirects back to the landing (spec §2): its success shows in place.
  const landing = context.pathname.split('/')[1] === context.config.landingPrefix;
  const thankYouPath = landing ? null : context.pathname === '/' ? '/gracias' : `${context.pathname}/gracias`;
  const { fields, preselect } = await definitionFor(props);
  return (
    <section className="section section--alt" id={general.id} aria-labelledby={`form-${block.id}-title`}>
      <div className="container">
        <FormBlockClient
          formId={general.id}
          kind={general.kind}
          title={general.title}
          titleId={`form-${block.id}-title`}
          submitLabel={general.submitLabel}
          fields={fields}
          preselect={preselect}
          pathname={context.pathname}
          thankYouPath={thankYouPath}
        />
      </div>
    </section>
  );
}
