import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { slotText, timeValue, type FormValues } from '@/lib/forms/fields';

/**
 * Answers a visitor gave before the form's scripts ran, kept when react-hook-form takes the form
 * over. The form works as plain HTML before hydration (docs/decisions/0010-forms-without-scripts.md)
 * and the scripts start after the first paint (docs/decisions/0004-deferred-scripts.md), so a
 * visitor on a phone may answer first. React hydrates without touching what the page holds;
 * react-hook-form, registering each control, reads text, selects and checkboxes back from the page,
 * but sets a radio group to its starting value, and a Controller's select shows its state's
 * value. Those two read the page instead.
 */

type Form = Pick<UseFormReturn<FormValues, unknown, FormValues>, 'getValues' | 'setValue'>;

/** A radio's registration that keeps the choice it holds when react-hook-form registers it. */
export function keepingChoice(registration: UseFormRegisterReturn, form: Pick<Form, 'setValue'>): UseFormRegisterReturn {
  return {
    ...registration,
    ref: (el: HTMLInputElement | null) => {
      const chosen = el?.checked === true;
      registration.ref(el);
      // Registering wrote the starting value over the visitor's choice: theirs is the value.
      if (el && chosen && !el.checked) form.setValue(registration.name, el.value, { shouldDirty: true });
    },
  };
}

/**
 * The call-back slot selects (driven by a Controller) adopt the option the page shows when it is
 * not the form's value: the one a visitor picked before hydration. Called from the form's mount
 * effect: it runs after the Controllers' own effects have subscribed them to the form's values,
 * and before React renders them again (which would set the select to the form's value).
 */
export function adoptShownSlots(element: HTMLFormElement | null, form: Form, names: readonly string[]) {
  for (const name of names) {
    const select = element?.elements.namedItem(name);
    if (select instanceof HTMLSelectElement && select.value !== slotText(form.getValues(name))) {
      form.setValue(name, timeValue(select.value), { shouldDirty: true });
    }
  }
}
