/**
 * @jest-environment jsdom
 *
 * The render token on its two ways back to the form route (rules §5,
 * docs/decisions/0010-forms-without-scripts.md): written into the form for the browser's own post,
 * where the e2e specs and the soak read it as a browser gets it (test/rendered-form.mjs), and
 * posted by the enhanced form in its JSON, which states no start time of its own.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderedToken } from '@/test/rendered-form.mjs';
import { formUnderTest } from '@/test/form-under-test';

const TOKEN = 'mhq2x0ab.Zk3_r-9QyW1pLx7bTn0sAg';
const { element: form, pushed } = formUnderTest({ kind: 'subscription', title: 'Suscríbete', submitLabel: 'Suscribirme', pathname: '/suscripcion', token: TOKEN });

const jsdomFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = jsdomFetch;
});

describe('the render token', () => {
  it('is in the server-rendered form where a reader of the page finds it', () => {
    const html = `<main>${renderToString(form)}</main>`;
    expect(renderedToken(html, 'co-form-prueba')).toBe(TOKEN);
    expect(renderedToken(html, 'co-form-otro')).toBe('');
  });

  it('is what the enhanced form posts to be timed by, never a start time of the browser', async () => {
    // The route's answer to an accepted lead (jsdom has no fetch of its own).
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 202, json: async () => ({ id: 'lead-1' }) }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    render(form);
    fireEvent.change(screen.getByLabelText(/^Nombres/), { target: { value: 'Valentina' } });
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'valentina@correo.com' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' })));
    // The form waits out the minimum fill time itself before it posts.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 6_000 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/forms/subscription?form=co-form-prueba&page=%2Fsuscripcion'); // the form named: its body limit (lib/forms/form-url.ts)
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ formId: 'co-form-prueba', pathname: '/suscripcion', token: TOKEN, values: { firstName: 'Valentina', email: 'valentina@correo.com' } });
    expect(body).not.toHaveProperty('startedAt');
    await waitFor(() => expect(pushed).toEqual(['/suscripcion/gracias']));
  }, 15_000);
});
