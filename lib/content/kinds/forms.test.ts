/**
 * @jest-environment node
 *
 * No captcha provider is configured (docs/architecture.md): a form whose content marks the captcha as required
 * is refused when its block is loaded, with a logged error, on the page and in the API alike.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { parseBlock } from '../blocks';

const formsBlock = (captcha: Record<string, unknown> | null) => ({
  id: 'b1',
  component: 'forms',
  identifier: 'contacto',
  data: {
    general: { id: 'contacto', title: 'Escríbenos', submitLabel: 'Enviar', kind: 'webcase' },
    fields: [{ name: 'email', type: 'email', label: 'Correo', required: true }, ...(captcha ? [captcha] : [])],
  },
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('parseBlock: forms and the captcha', () => {
  it('refuses a form whose captcha is required, and logs it as an error', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseBlock(formsBlock({ name: 'captcha', type: 'captcha', label: 'Verificación', required: true }), { id: 'b1', component: 'forms' })).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('form.captcha_unsupported');
  });

  it.each([
    ['an optional captcha', { name: 'captcha', type: 'captcha', label: 'Verificación', required: false }],
    ['a captcha without the flag', { name: 'captcha', type: 'captcha', label: 'Verificación' }],
    ['no captcha', null],
  ])('keeps a form with %s', (_label, captcha) => {
    expect(parseBlock(formsBlock(captcha), { id: 'b1', component: 'forms' })?.component).toBe('forms');
  });
});
