import { useState } from 'react';
import { DEPENDENT, type FormField, type FormValues } from '@/lib/forms/fields';
import { OFFER_KEYS, programOfferValues } from '@/lib/forms/offer';
import { initialSelects, pickSelect, type SelectState } from '@/lib/forms/selects';
import type { Form } from './form-field.client';

/**
 * The selects of a lead form (rules §4): their picks, from the page's preselection on, and what a
 * pick changes in the form: a department clears its city, a city picked from the grouped list
 * first brings its department, a program brings its own type, modality and campus.
 */
export function useFormSelects(form: Form, fields: readonly FormField[], visible: readonly FormField[], preselect: FormValues, formId: string) {
  const order = visible.map((f) => f.name);
  const [selects, setSelects] = useState<SelectState>(() => initialSelects(visible, preselect, formId));

  const onSelect = (name: string, value: string) => {
    const parent = DEPENDENT[name];
    const field = visible.find((f) => f.name === name);
    const owner = field?.type === 'select' ? field.options.find((o) => o.value === value)?.parent : undefined;
    if (parent && owner !== undefined && order.includes(parent) && !form.getValues(parent)) {
      form.setValue(parent, owner, { shouldValidate: true });
      setSelects((s) => pickSelect(s, order, { id: parent, value: owner, idForm: formId }));
    }
    setSelects((s) => pickSelect(s, order, { id: name, value, idForm: formId }));
    for (const [child, parentOf] of Object.entries(DEPENDENT)) {
      if (parentOf === name && form.getValues(child) !== undefined) form.setValue(child, '', { shouldValidate: false });
    }
    if (name === 'program') {
      // The chosen program brings its type, modality and campus: never half of each.
      const offer = programOfferValues(fields, { program: value });
      for (const k of OFFER_KEYS) {
        const v = offer[k];
        if (k !== 'program' && v !== undefined && order.includes(k)) form.setValue(k, v, { shouldValidate: true });
      }
    }
  };

  return { selects, onSelect };
}
