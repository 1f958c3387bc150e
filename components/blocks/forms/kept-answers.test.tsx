/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { slotText, timeValue, type FormValues } from '@/lib/forms/fields';
import { adoptShownSlots, keepingChoice } from './kept-answers';

type Form = UseFormReturn<FormValues, unknown, FormValues>;
const SLOTS = ['2026-11-25T09:00', '2026-11-25T10:30'];

/** A form with the controls kept-answers.ts is about: a text, a radio group, a slot select. */
function Probe({ seen, starting = '' }: { seen: (form: Form) => void; starting?: string }) {
  const form = useForm<FormValues, unknown, FormValues>({ defaultValues: { name: '', age: starting, slot: { hour: '', minute: '', date: '' } } });
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => adoptShownSlots(element.current, form, ['slot']), [form]);
  seen(form);
  return (
    <form ref={element}>
      <input defaultValue="" {...form.register('name')} />
      {['adulto', 'menor'].map((value) => (
        <input key={value} type="radio" value={value} defaultChecked={starting === value} {...keepingChoice(form.register('age'), form)} />
      ))}
      <Controller
        control={form.control}
        name="slot"
        render={({ field }) => (
          <select ref={field.ref} name={field.name} value={slotText(field.value)} onChange={(e) => field.onChange(timeValue(e.target.value))}>
            <option value="">Elige un horario</option>
            {SLOTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      />
    </form>
  );
}

/** The HTML the server sends for `Probe` (rendered by React in this document, then detached from it). */
async function serverHtml(starting?: string): Promise<string> {
  const scratch = document.createElement('div');
  const root = createRoot(scratch);
  await act(async () => root.render(<Probe seen={() => undefined} starting={starting} />));
  const html = scratch.innerHTML;
  await act(async () => root.unmount());
  return html;
}

/** The page as a visitor left it before the scripts ran, then hydrated: the form React and react-hook-form end with. */
async function hydrateAfter(html: string, answer: (page: HTMLElement) => void, starting?: string) {
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  answer(page);
  let form: Form | undefined;
  await act(async () => void hydrateRoot(page, <Probe seen={(f) => (form = f)} starting={starting} />));
  return { page, values: form!.getValues() };
}

const radio = (page: HTMLElement, value: string) => page.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('answers given before hydration (docs/decisions/0010-forms-without-scripts.md)', () => {
  it('keeps the text, the radio and the slot a visitor chose, in the page and in the form', async () => {
    const { page, values } = await hydrateAfter(await serverHtml(), (p) => {
      (p.querySelector('input:not([type])') as HTMLInputElement).value = 'Sofía';
      radio(p, 'menor').checked = true;
      p.querySelector('select')!.value = SLOTS[1]!;
    });
    expect(values).toEqual({ name: 'Sofía', age: 'menor', slot: { hour: '10', minute: '30', date: '2026-11-25' } });
    expect(radio(page, 'menor').checked).toBe(true);
    expect(radio(page, 'adulto').checked).toBe(false);
    expect(page.querySelector('select')!.value).toBe(SLOTS[1]);
  });

  it('keeps a radio changed from the one the page started with (a refused form shown again)', async () => {
    const { page, values } = await hydrateAfter(await serverHtml('adulto'), (p) => void (radio(p, 'menor').checked = true), 'adulto');
    expect(values.age).toBe('menor');
    expect(radio(page, 'menor').checked).toBe(true);
    expect(radio(page, 'adulto').checked).toBe(false);
  });

  it('changes nothing when the visitor answered nothing', async () => {
    const { page, values } = await hydrateAfter(await serverHtml('adulto'), () => undefined, 'adulto');
    expect(values).toEqual({ name: '', age: 'adulto', slot: { hour: '', minute: '', date: '' } });
    expect(radio(page, 'adulto').checked).toBe(true);
    expect(page.querySelector('select')!.value).toBe('');
  });
});

describe('timeValue and slotText', () => {
  it('read and write the select value of a call-back slot', () => {
    expect(timeValue('2026-11-25T09:00')).toEqual({ hour: '09', minute: '00', date: '2026-11-25' });
    expect(timeValue('')).toEqual({ hour: '', minute: '', date: '' });
    expect(timeValue('14:30')).toEqual({ hour: '14', minute: '30', date: '' });
    expect(slotText({ hour: '9', minute: '0', date: '2026-11-25' })).toBe('2026-11-25T09:00');
    expect(slotText({ hour: '', minute: '', date: '' })).toBe('');
    expect(slotText(undefined)).toBe('');
  });
});
