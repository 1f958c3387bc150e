import { describe, expect, it } from '@jest/globals';
import { distanceKm, formatDistance, sortByDistance } from './distance';

const bogota = { lat: 4.6381, lng: -74.0652 };
const medellin = { lat: 6.2006, lng: -75.5783 };
const barranquilla = { lat: 11.0041, lng: -74.807 };

describe('distanceKm (haversine)', () => {
  it.each([
    ['same point', bogota, bogota, 0, 0.001],
    ['Bogotá → Medellín', bogota, medellin, 240, 5],
    ['Bogotá → Barranquilla', bogota, barranquilla, 712, 8],
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111.2, 0.2],
    ['antipodes', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20015, 5],
  ])('%s', (_name, a, b, km, tolerance) => {
    expect(Math.abs(distanceKm(a, b) - km)).toBeLessThanOrEqual(tolerance);
  });

  it('is symmetric', () => {
    expect(distanceKm(bogota, medellin)).toBeCloseTo(distanceKm(medellin, bogota), 9);
  });
});

describe('sortByDistance', () => {
  const campuses = [
    { id: 'bog', ...bogota },
    { id: 'baq', ...barranquilla },
    { id: 'med', ...medellin },
  ];

  it.each([
    ['from Medellín', medellin, ['med', 'bog', 'baq']],
    ['from Barranquilla', barranquilla, ['baq', 'med', 'bog']],
    ['from Bogotá', bogota, ['bog', 'med', 'baq']],
  ])('%s', (_name, from, order) => {
    expect(sortByDistance(campuses, from).map((c) => c.id)).toEqual(order);
  });

  it('adds the distance and keeps the input untouched', () => {
    const sorted = sortByDistance(campuses, bogota);
    expect(sorted[0]?.distanceKm).toBe(0);
    expect(campuses.map((c) => c.id)).toEqual(['bog', 'baq', 'med']);
  });

  it('keeps the original order on ties', () => {
    const twins = [
      { id: 'a', lat: 1, lng: 1 },
      { id: 'b', lat: 1, lng: 1 },
    ];
    expect(sortByDistance(twins, { lat: 0, lng: 0 }).map((c) => c.id)).toEqual(['a', 'b']);
  });
});

describe('formatDistance', () => {
  it.each([
    [0.004, '0 m'],
    [0.853, '850 m'],
    [2.44, '2,4 km'],
    [9.96, '10,0 km'],
    [240.4, '240 km'],
    [1234.4, '1.234 km'],
  ])('%p km → %p', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});
