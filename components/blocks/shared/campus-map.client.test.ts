/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';
import { toMapMark } from '@/lib/campus/marks';

const campus = (id: string, title: string, lat: number, lng: number) =>
  toMapMark({ id, path: `/sedes/${id}`, title, kind: 'campus', address: `Calle ${id}`, city: title, lat, lng, image: { styles: { max_325x325: '/media/x.jpg' }, texts: { alt: '' } } });
const MARKS = [campus('bogota', 'Sede Bogotá', 4.63, -74.06), campus('cali', 'Sede Cali', 3.45, -76.53)];

/** The island as the server renders it, with or without a Maps key (inlined at build time, read when the module loads). */
async function render(key: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = key;
    // React too, from the same fresh registry as the island.
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { CampusMapClient } = await import('./campus-map.client');
    html = renderToStaticMarkup(createElement(CampusMapClient, { marks: MARKS, region: 'CO' }));
  });
  delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  return html;
}

describe('CampusMapClient (WCAG 2.5.7: every place reachable without dragging a map)', () => {
  it('with a Maps key, reserves the map and still lists every place with its directions', async () => {
    const html = await render('test-key');
    expect(html).toContain('class="mapBox"');
    expect(html.match(/data-campus-id="/g)).toHaveLength(2);
    expect(html).toContain('Cómo llegar<span class="visually-hidden"> a Sede Cali</span>');
    expect(html.indexOf('class="mapBox"')).toBeLessThan(html.indexOf('data-campus-id="bogota"'));
  });

  it('without a key, the list stands alone', async () => {
    const html = await render('');
    expect(html).not.toContain('mapBox');
    expect(html.match(/data-campus-id="/g)).toHaveLength(2);
  });
});
