/**
 * @jest-environment jsdom
 *
 * The header's search control: the first load ships the button alone, and the typeahead takes
 * its place, open, once the visitor presses it (the typeahead itself: e2e/search.spec.ts).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HeaderSearch } from './header-search.client';

jest.mock('./typeahead.client', () => ({
  Typeahead: ({ searchPath, initiallyOpen }: { searchPath: string; initiallyOpen?: boolean }) => (
    <input type="search" aria-label="Buscar en el sitio" data-search-path={searchPath} data-open={String(Boolean(initiallyOpen))} />
  ),
}));

describe('HeaderSearch', () => {
  it('is the button alone in the server HTML, collapsed', () => {
    const html = renderToString(<HeaderSearch searchPath="/buscar" />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Buscar');
    expect(html).not.toContain('<input');
  });

  it('gives its place to the typeahead, open, when pressed', async () => {
    render(<HeaderSearch searchPath="/buscar" />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Buscar' })));
    const box = await screen.findByRole('searchbox', { name: 'Buscar en el sitio' });
    expect(box.getAttribute('data-open')).toBe('true');
    expect(box.getAttribute('data-search-path')).toBe('/buscar');
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
  });
});
