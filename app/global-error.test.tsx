/**
 * @jest-environment jsdom
 *
 * The global error page's «Reintentar» asks the server for the page again (Next's `retry`: a
 * refresh, then a render), not only a render of the payload that failed.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import GlobalError from './global-error';

describe('the global error page', () => {
  it('is in Spanish, and «Reintentar» retries', () => {
    const retry = jest.fn();
    // A whole document (<html>, <body>): React renders it into this one's.
    render(<GlobalError retry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Estamos teniendo dificultades técnicas' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
