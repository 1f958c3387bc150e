/**
 * @jest-environment jsdom
 *
 * The header's search control: the first load ships a button that submits an empty form to the
 * search page (it works before scripts and without them), and the typeahead takes its place,
 * open, once the visitor presses it (the typeahead itself: e2e/search.spec.ts; the control
 * before scripts: e2e/before-hydration.spec.ts).
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HeaderSearch } from './header-search.client';

const mockTypeaheadModule = jest.fn(() => ({
  Typeahead: ({ searchPath, initiallyOpen }: { searchPath: string; initiallyOpen?: boolean }) => (
    <input type="search" aria-label="Buscar en el sitio" data-search-path={searchPath} data-open={String(Boolean(initiallyOpen))} />
  ),
}));
jest.mock('./typeahead.client', () => mockTypeaheadModule());

afterEach(() => {
  jest.restoreAllMocks();
});

// In this order: a module that failed to load is fetched again at the next press (load-once.ts).
describe('HeaderSearch', () => {
  it('is, in the server HTML, a submit button of a form that opens the search page', () => {
    const html = renderToString(<HeaderSearch searchPath="/buscar" />);
    expect(html).toMatch(/^<form [^>]*action="\/buscar"[^>]*><button type="submit"/);
    expect(html).toContain('Buscar');
    expect(html).not.toContain('<input');
  });

  it('opens the search page when the typeahead cannot load', async () => {
    mockTypeaheadModule.mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    render(<HeaderSearch searchPath="/buscar" />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Buscar' })));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });

  it('gives its place to the typeahead, open, when pressed, and the page stays', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    render(<HeaderSearch searchPath="/buscar" />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Buscar' })));
    const box = await screen.findByRole('searchbox', { name: 'Buscar en el sitio' });
    expect(box.getAttribute('data-open')).toBe('true');
    expect(box.getAttribute('data-search-path')).toBe('/buscar');
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });
});
