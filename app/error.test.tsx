/**
 * @jest-environment jsdom
 *
 * The error boundary's «Reintentar» asks the server for the page again (Next's `retry`: a
 * refresh, then the boundary's children), not only a render of the payload that failed.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import ErrorPage from './error';
import GlobalError from './global-error';

describe('the error pages', () => {
  it.each([
    ['the page inside the layout', ErrorPage],
    // A whole document (<html>, <body>): React renders it into this one's.
    ['the page that replaces the layout', GlobalError],
  ])('«Reintentar» on %s retries', (_, Page) => {
    const retry = jest.fn();
    render(<Page retry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
