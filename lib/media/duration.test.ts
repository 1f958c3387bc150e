import { describe, expect, it } from '@jest/globals';
import { clockDuration, parseIsoDuration, spokenDuration } from './duration';

describe('parseIsoDuration', () => {
  it.each([
    ['PT3M20S', 200],
    ['PT45S', 45],
    ['PT1H2M3S', 3_723],
    ['PT2H', 7_200],
    ['P1DT1S', 86_401],
    ['P0D', 0],
    [' PT1M ', 60],
    ['PT', null],
    ['P', null],
    ['3:20', null],
    ['', null],
    ['PT3.5S', null],
  ])('%p → %p', (iso, seconds) => {
    expect(parseIsoDuration(iso)).toBe(seconds);
  });
});

describe('clockDuration and spokenDuration', () => {
  it.each([
    [0, '0:00', '0 segundos'],
    [1, '0:01', '1 segundo'],
    [60, '1:00', '1 minuto'],
    [200, '3:20', '3 minutos 20 segundos'],
    [3_723, '1:02:03', '1 hora 2 minutos 3 segundos'],
    [7_200, '2:00:00', '2 horas'],
  ])('%p s → %p / %p', (seconds, clock, spoken) => {
    expect(clockDuration(seconds)).toBe(clock);
    expect(spokenDuration(seconds)).toBe(spoken);
  });
});
