import { getUniversityConfig, type UniversityConfig } from '@/lib/content';
import { fieldsForKind, parseFields, type FormField, type FormValues } from '@/lib/forms/field-schema';
import { slotText } from '@/lib/forms/fields';
import { definitionFrom, thankYouPath } from '@/lib/forms/form-definition';
import { renderToken } from '@/lib/forms/form-secret';
import { browserFields } from '@/lib/forms/offer';
import { callbackSlotGroups, noticeFor } from '@/lib/leads/consent-submission';
import { FormBlockClient } from '../lazy.client';
import type { BlockProps } from '../types';
import { FormSummary } from './form-summary';

/**
 * The form as the API route will validate it, built from the page it is on (the block context):
 * the fields of its kind, upcoming events, and the selects the page's offer (or a landing's
 * filters) preselects.
 */
function definitionFor({ block, context }: BlockProps<'forms'>): { fields: FormField[]; preselect: FormValues; thankYouPath: string | null } {
  const { page, pathname } = context;
  const definition = definitionFrom(block, page.blocks, { pathname, offer: page.offer, landing: page.landing, nowSeconds: Math.floor(Date.now() / 1000) });
  // A kind the API does not take still shows its fields (its submission is refused).
  return definition ?? { fields: fieldsForKind(parseFields(block.data.fields), block.data.general.kind), preselect: {}, thankYouPath: thankYouPath(pathname, page.landing !== null) };
}

/**
 * The call-back slots a time field offers at render time (the server checks the one chosen), with
 * the ones a refused submission held while they are still allowed.
 */
function slotsFor(fields: readonly FormField[], config: UniversityConfig, refused: FormValues | undefined) {
  const times = fields.filter((f) => f.type === 'time');
  if (times.length === 0) return undefined;
  return callbackSlotGroups(config, Date.now(), times.map((f) => slotText(refused?.[f.name])).filter(Boolean));
}

/**
 * A lead or contact form (rules §3, §5): the definition is parsed on the server; the interactive
 * half (react-hook-form + zod) ships only with pages that have a form. The form is a working HTML
 * form before that half arrives: it posts to its route with the render token that lets the server
 * judge it (docs/decisions/0010-forms-without-scripts.md).
 */
export async function FormBlock(props: BlockProps<'forms'>) {
  const { block, context } = props;
  const { general } = block.data;
  const { fields, preselect, thankYouPath } = definitionFor(props);
  const refusal = context.refusal?.formId === general.id ? context.refusal : undefined;
  const idPrefix = `form-${block.id}`;
  // The notice in force and the call-back slots of the contact policy (docs/decisions/0012-consent-records.md).
  const config = await getUniversityConfig();
  const shown = noticeFor(fields, config);
  const slots = slotsFor(fields, config, refusal?.values);
  return (
    <section className="section section--alt" id={general.id} aria-labelledby={`${idPrefix}-title`}>
      <div className="container">
        <FormBlockClient
          formId={general.id}
          kind={general.kind}
          title={general.title}
          titleId={`${idPrefix}-title`}
          idPrefix={idPrefix}
          submitLabel={general.submitLabel}
          fields={browserFields(fields)}
          preselect={preselect}
          pathname={context.pathname}
          thankYouPath={thankYouPath && context.thankYouQuery ? thankYouPath + context.thankYouQuery : thankYouPath}
          currency={context.config.currency}
          country={context.config.code}
          token={renderToken(general.id, context.pathname)}
          refusal={refusal}
          summary={refusal && <FormSummary refusal={refusal} fields={fields} idPrefix={idPrefix} />}
          privacy={shown ? { version: shown.version, text: shown.text, policyPath: shown.policyPath } : undefined}
          slots={slots}
        />
      </div>
    </section>
  );
}
