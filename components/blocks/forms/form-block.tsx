import { fieldsForKind, parseFields, type FormField, type FormValues } from '@/lib/forms/field-schema';
import { definitionFrom } from '@/lib/forms/form-definition';
import { FormBlockClient } from '../lazy.client';
import type { BlockProps } from '../types';

/**
 * The form as the API route will validate it, built from the page it is on (the block context):
 * the fields of its kind, upcoming events, and the selects the page's offer (or a landing's
 * filters) preselects.
 */
function definitionFor({ block, context }: BlockProps<'forms'>): { fields: FormField[]; preselect: FormValues } {
  const { page, pathname } = context;
  const definition = definitionFrom(block, page.blocks, { pathname, offer: page.offer, landing: page.landing, nowSeconds: Math.floor(Date.now() / 1000) });
  // A kind the API does not take still shows its fields (its submission is refused).
  return definition ?? { fields: fieldsForKind(parseFields(block.data.fields), block.data.general.kind), preselect: {} };
}

/**
 * A lead or contact form (rules §3, §5): the definition is parsed on the server; the interactive
 * half (react-hook-form + zod) ships only with pages that have a form.
 */
export async function FormBlock(props: BlockProps<'forms'>) {
  const { block, context } = props;
  const { general } = block.data;
  // A landing's thank-you path redirects back to the landing (rules §2): its success shows in place.
  const thankYouPath = context.page.landing ? null : context.pathname === '/' ? '/gracias' : `${context.pathname}/gracias`;
  const { fields, preselect } = definitionFor(props);
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
