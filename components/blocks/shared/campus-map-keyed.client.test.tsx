/**
 * @jest-environment jsdom
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { toMapMark } from '@/lib/campus/marks';

const campus = (id: string, title: string, lat: number, lng: number) =>
  toMapMark({ id, path: `/sedes/${id}`, title, kind: 'campus', address: `Calle ${id}`, city: title, lat, lng, image: { styles: { max_325x325: '/media/x.jpg' }, texts: { alt: '' } } });
const MARKS = [campus('bogota', 'Sede Bogotá', 4.63, -74.06), campus('cali', 'Sede Cali', 3.45, -76.53)];

/** jsdom has no layout: every box it is asked about is in view, as the map's is once scrolled to. */
class InView {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    queueMicrotask(() => this.report([{ isIntersecting: true }]));
  }
  disconnect() {}
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = InView;
  process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = 'test-key';
});

afterAll(() => {
  delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
});

describe('a keyed campus map near the viewport', () => {
  it('says the map is loading, then loads Google Maps with the key, in Spanish, for the region', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    await jest.isolateModulesAsync(async () => {
      const { act, createElement } = await import('react');
      const { createRoot } = await import('react-dom/client');
      const { CampusMapClient } = await import('./campus-map.client');
      const root = createRoot(box);
      await act(async () => root.render(createElement(CampusMapClient, { marks: MARKS, region: 'CO' })));
      expect(box.textContent).toContain('Cargando el mapa…');
      const script = await new Promise<HTMLScriptElement | null>((resolve) => {
        const found = () => document.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]');
        const poll = () => (found() ? resolve(found()) : setTimeout(poll, 10));
        poll();
      });
      const src = new URL(script!.src);
      expect(src.searchParams.get('key')).toBe('test-key');
      expect(src.searchParams.get('language')).toBe('es');
      expect(src.searchParams.get('region')).toBe('CO');
      // Until Google answers, the box says so, and every place is listed under it.
      expect(box.querySelector('[class*="mapBox"]')?.textContent).toBe('Cargando el mapa…');
      expect(box.querySelectorAll('[data-campus-id]')).toHaveLength(2);
      await act(async () => root.unmount());
    });
  });
});
