import { describe, expect, it } from '@jest/globals';
import { centreOf, mapsRouteUrl, mapsSearchUrl, toMapMark } from './marks';

describe('map links', () => {
  it.each([
    [4.6381, -74.0652, 'https://www.google.com/maps/search/?api=1&query=4.6381,-74.0652', 'https://www.google.com/maps/dir/?api=1&destination=4.6381,-74.0652'],
    [-9.5, 0, 'https://www.google.com/maps/search/?api=1&query=-9.5,0', 'https://www.google.com/maps/dir/?api=1&destination=-9.5,0'],
  ])('%p,%p', (lat, lng, search, route) => {
    expect(mapsSearchUrl(lat, lng)).toBe(search);
    expect(mapsRouteUrl(lat, lng)).toBe(route);
  });
});

describe('toMapMark', () => {
  it('reshapes a campus into a mark', () => {
    const mark = toMapMark({
      id: 'co-bog',
      path: '/sedes/bog',
      title: 'Sede Bogotá',
      kind: 'centro',
      address: 'Carrera 13',
      city: 'Bogotá',
      lat: 4.6,
      lng: -74,
      image: { styles: { max_325x325: '/media/x/max_325x325.jpg' }, texts: { alt: 'Fachada' } },
    });
    expect(mark).toMatchObject({
      title: 'Sede Bogotá',
      kindLabel: 'Centro',
      address: 'Carrera 13, Bogotá',
      image: '/media/x/max_325x325.jpg',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=4.6,-74',
      routeUrl: 'https://www.google.com/maps/dir/?api=1&destination=4.6,-74',
      target: '_blank',
    });
  });
});

describe('centreOf', () => {
  it.each([
    [[], { lat: 0, lng: 0 }],
    [[{ lat: 2, lng: 4 }], { lat: 2, lng: 4 }],
    [[{ lat: 0, lng: 0 }, { lat: 2, lng: -4 }], { lat: 1, lng: -2 }],
  ])('%j → %j', (marks, centre) => {
    expect(centreOf(marks)).toEqual(centre);
  });
});
