import { Fragment } from 'react';
import { GUARDIAN_GROUP } from '@/lib/forms/consent-fields';
import type { FormField, FormValues } from '@/lib/forms/fields';
import { sections } from '@/lib/forms/sections';
import { optionGroups, type OptionGroup, type SelectState } from '@/lib/forms/selects';
import { GUARDIAN_CLASS, type ShownNotice } from './consent-controls';
import { Field, type Form } from './form-field.client';
import styles from './form-block.module.css';

type Props = {
  /** The form's fields as shown, in order. */
  visible: FormField[];
  form: Form;
  /** The prefix of the ids of the form's controls. */
  uid: string;
  /** The call-back slots a time field offers, by day. */
  slots: OptionGroup[] | undefined;
  /** The selects' picks, which the dependent selects' options follow. */
  selects: SelectState;
  /** What each control starts with, written into the HTML. */
  initial: FormValues;
  onSelect: (name: string, value: string) => void;
  privacy: ShownNotice | undefined;
};

/** A lead form's controls, section by section: a section with a group is a fieldset under its legend. */
export function FormSections({ visible, form, uid, slots, selects, initial, onSelect, privacy }: Props) {
  return sections(visible).map((section) => {
    // A minor's guardian: shown (CSS :has, no script needed) and required only under 18.
    const guardian = section.group === GUARDIAN_GROUP;
    const controls = section.fields.map((field) => (
      <Field
        key={field.name}
        field={guardian ? { ...field, required: true } : field}
        form={form}
        uid={uid}
        groups={field.type === 'time' ? (slots ?? []) : optionGroups(field, visible, selects)}
        initial={initial[field.name]}
        onSelect={onSelect}
        notice={privacy}
      />
    ));
    const key = section.fields[0]?.name ?? '';
    return section.group === undefined ? (
      <Fragment key={key}>{controls}</Fragment>
    ) : (
      <fieldset key={key} className={guardian ? `${styles.fieldset} ${GUARDIAN_CLASS}` : styles.fieldset}>
        <legend className={styles.legend}>{section.group}</legend>
        {guardian && <p className={styles.note}>Como eres menor de edad, tu madre, padre o acudiente debe autorizar el tratamiento de tus datos.</p>}
        {controls}
      </fieldset>
    );
  });
}
