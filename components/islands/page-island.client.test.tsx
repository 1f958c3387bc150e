/**
 * @jest-environment jsdom
 *
 * The content page's client half (page-island.client.tsx): a page view is counted once, by a
 * beacon to the site's own route; a path with no page is no visit, but its field data is still
 * measured, under the page type "notFound" (the beacon's body: e2e/field-vitals.spec.ts).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';

const pathname = jest.fn(() => '/programas/ingenieria-de-sistemas');
const startFieldVitals = jest.fn();
let PageIsland: typeof import('./page-island.client').PageIsland;

beforeAll(async () => {
  jest.doMock('next/navigation', () => ({ usePathname: () => pathname() }));
  jest.doMock('@/lib/vitals/start', () => ({ startFieldVitals: (pageType: string) => startFieldVitals(pageType) }));
  ({ PageIsland } = await import('./page-island.client'));
});

const beacons: { url: string; body: Blob }[] = [];

beforeEach(() => {
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string, body: Blob) => beacons.push({ url, body }) > 0 });
});

afterEach(() => {
  jest.clearAllMocks();
});

const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const sent = () => Promise.all(beacons.map(async ({ url, body }) => ({ url, body: await text(body) })));

describe('PageIsland', () => {
  it('counts a page view once, by its path, and measures it under its page type', async () => {
    const { rerender } = render(<PageIsland pageType="program" />);
    rerender(<PageIsland pageType="program" />);
    expect(await sent()).toEqual([{ url: '/api/visits', body: JSON.stringify({ path: '/programas/ingenieria-de-sistemas' }) }]);
    expect(startFieldVitals).toHaveBeenCalledWith('program');
  });

  it('counts no visit where there is no page, and still measures it as a not-found view', async () => {
    pathname.mockReturnValue('/no-existe');
    render(<PageIsland pageType="notFound" />);
    expect(beacons).toEqual([]);
    expect(startFieldVitals).toHaveBeenCalledWith('notFound');
  });
});
