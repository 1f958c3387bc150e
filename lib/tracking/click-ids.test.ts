import { clickIdsColumn, clickIdsFrom, fbcOf, hasClickId, isFbc, parseClickIds, sanitizeClickId } from './click-ids';

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe("_fbc in Meta's format fb.1.<ms>.<fbclid>", () => {
  // Meta's parameter guide: "fb.1.1554763741205.AbCdEfGhIjKlMnOpQrStUvWxYz1234567890".
  it.each([
    ["Meta's own example", 'AbCdEfGhIjKlMnOpQrStUvWxYz1234567890', 1554763741205, 'fb.1.1554763741205.AbCdEfGhIjKlMnOpQrStUvWxYz1234567890'],
    ['a fbclid with - and _ unchanged', 'IwAR2F4-Kd_9x', 1764280800000, 'fb.1.1764280800000.IwAR2F4-Kd_9x'],
    ['the time in whole ms', 'abc', 1764280800000.9, 'fb.1.1764280800000.abc'],
  ])('%s', (_case, fbclid, ms, expected) => {
    expect(fbcOf(fbclid, ms)).toBe(expected);
    expect(isFbc(expected)).toBe(true);
  });

  it.each(['fb.1.abc.x', 'fb.1.1554763741205.', 'xx.1.1554763741205.abc', 'fb.1.1554763741205.a b'])('%s is not a _fbc', (v) => {
    expect(isFbc(v)).toBe(false);
  });
});

describe('sanitizeClickId', () => {
  it.each([
    ['keeps a gclid whole', 'Cj0KCQiA-_xyz.1~2', 'Cj0KCQiA-_xyz.1~2'],
    ['drops what is no token character', ' Cj0<"K">\n', 'Cj0K'],
    ['a value too long to be a click id is dropped, not cut', 'x'.repeat(501), ''],
  ])('%s', (_case, input, expected) => {
    expect(sanitizeClickId(input)).toBe(expected);
  });
});

describe('clickIdsFrom: what a lead keeps', () => {
  const cookies = { gclid: 'G1', fbclid: 'F1', msclkid: 'M1', _fbc: 'fb.1.1764280800000.F1', _fbp: 'fb.1.1764280700000.1234567890', utm_source: 'x' };
  it('every click id present, _fbc with its fbclid, _fbp after "Aceptar" only', () => {
    expect(clickIdsFrom(jar(cookies), true)).toEqual({ gclid: 'G1', fbclid: 'F1', msclkid: 'M1', fbc: 'fb.1.1764280800000.F1', fbp: 'fb.1.1764280700000.1234567890' });
    expect(clickIdsFrom(jar(cookies), false)).toEqual({ gclid: 'G1', fbclid: 'F1', msclkid: 'M1', fbc: 'fb.1.1764280800000.F1' });
  });

  it('a _fbc without the visit\'s fbclid, or malformed, is not kept', () => {
    expect(clickIdsFrom(jar({ _fbc: 'fb.1.1764280800000.F1' }), true)).toEqual({});
    expect(clickIdsFrom(jar({ fbclid: 'F1', _fbc: 'junk' }), true)).toEqual({ fbclid: 'F1' });
  });

  it('the column round-trips; _fbp alone is no click', () => {
    const ids = clickIdsFrom(jar(cookies), true);
    expect(parseClickIds(clickIdsColumn(ids))).toEqual(ids);
    expect(clickIdsColumn({})).toBe('');
    expect(parseClickIds('{"gclid":"G","evil":"x","fbp":3}')).toEqual({ gclid: 'G' });
    expect(parseClickIds('not json')).toEqual({});
    expect(hasClickId({ fbp: 'fb.1.1764280700000.1' })).toBe(false);
    expect(hasClickId({ wbraid: 'W' })).toBe(true);
  });
});
