/**
 * @jest-environment jsdom
 */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { POST_FIELDS } from '@/lib/forms/without-scripts';
import { formUnderTest } from '@/test/form-under-test';

const { element: form, pushed } = formUnderTest({ pathname: '/programas/prueba', token: 't.1' });

/**
 * The controls a person reaches with Tab, by the browser's own rules: rendered (not under `hidden`
 * or a closed dialog, which the browser's stylesheet hides), enabled, tabindex ≥ 0.
 */
const tabSequence = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href], [tabindex]')].filter(
    (el) =>
      el.tabIndex >= 0 &&
      el.closest('[hidden], dialog:not([open])') === null &&
      !(el as HTMLInputElement).disabled &&
      (el as HTMLInputElement).type !== 'hidden',
  );

/** What holds for the honeypot by its attributes alone: no stylesheet is loaded in these tests. */
function expectHoneypotOutOfReach(root: HTMLElement) {
  const honeypot = root.querySelector<HTMLInputElement>(`input[name="${POST_FIELDS.honeypot}"]`);
  expect(honeypot).not.toBeNull();
  const wrapper = honeypot!.closest('[hidden]');
  expect(wrapper).not.toBeNull();
  expect(wrapper).toHaveAttribute('aria-hidden', 'true');
  expect(wrapper).toContainElement(root.querySelector(`label[for="${honeypot!.id}"]`));
  expect(honeypot).not.toBeVisible();
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  const reachable = tabSequence(root);
  expect(reachable).not.toContain(honeypot);
  expect(reachable.map((el) => el.getAttribute('name') ?? el.textContent)).toEqual(['firstName', 'email', 'Quiero recibir información']);
  // Still a control of the form: the browser's own post carries it, empty, as the server reads it.
  const element = root.querySelector('form');
  expect(new FormData(element!).get(POST_FIELDS.honeypot)).toBe('');
}

describe('the honeypot "Sitio web"', () => {
  it('is unseen and out of reach without the stylesheet, in the markup sent before scripts', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(form);
    document.body.append(page);
    try {
      expectHoneypotOutOfReach(page);
    } finally {
      page.remove();
    }
  });

  it('is unseen, out of reach and out of the accessibility tree in the hydrated form', () => {
    const { container } = render(form);
    expectHoneypotOutOfReach(container);
    expect(screen.queryByRole('textbox', { name: /Sitio web/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toBeVisible();
    expect(pushed).toEqual([]);
  });
});
