import { describe, expect, it } from '@jest/globals';
import {
  ATTRIBUTION_MAX_ENCODED,
  ATTRIBUTION_MAX_AGE_S,
  CAMPAIGN_MAX_AGE_S,
  CAMPAIGN_PARAMS,
  addAttribution,
  attributionEntry,
  campaignSource,
  deviceFromUserAgent,
  parseAttribution,
  readCampaign,
  sanitizeCampaignValue,
  serializeAttribution,
} from './campaign';

const DATE = new Date('2025-01-02T03:04:05.678Z');
const entry = (i: number): string =>
  attributionEntry(`src${i}`, 'D', new Date(Date.UTC(2025, 0, 1, 0, i)));

describe('constants (rules §9)', () => {
  it.each([
    ['tracked params', CAMPAIGN_PARAMS, ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid', 'li_fat_id']],
    ['campaign cookies live 3 days', CAMPAIGN_MAX_AGE_S, 259_200],
    ['attribution lives 180 days', ATTRIBUTION_MAX_AGE_S, 15_552_000],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('sanitizeCampaignValue', () => {
  it.each([
    ['trims', '  google  ', 'google'],
    ['keeps accented letters', 'Campaña Médica', 'Campaña Médica'],
    ['keeps allowed punctuation', 'a-b_c.d~e:f+g@h/i|j', 'a-b_c.d~e:f+g@h/i|j'],
    ['drops control chars', 'goo\u0000g\u001fle\n', 'google'],
    ['drops markup and quotes', '<script>"x"</script>;', 'scriptx/script'],
    ['caps at 100 chars', 'x'.repeat(150), 'x'.repeat(100)],
    ['empty stays empty', '   ', ''],
  ])('%s', (_rule, input, expected) => {
    expect(sanitizeCampaignValue(input)).toBe(expected);
  });
});

describe('readCampaign / campaignSource', () => {
  it.each([
    ['no tracked params → null', '?page=2', null],
    ['empty value ignored', '?utm_source=&utm_medium=%20', null],
    ['reads and sanitizes', '?utm_source=fb%3Cx%3E&gclid=abc&x=1', { utm_source: 'fbx', gclid: 'abc' }],
    ['all six params', '?utm_source=a&utm_medium=b&utm_campaign=c&utm_content=d&utm_term=e&gclid=f', { utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', utm_content: 'd', utm_term: 'e', gclid: 'f' }],
    ['every click id', '?gbraid=0AAAAA-x&wbraid=CjkK_y&fbclid=IwAR2&msclkid=1f2e&ttclid=E.C.P&li_fat_id=3c1d-9', { gbraid: '0AAAAA-x', wbraid: 'CjkK_y', fbclid: 'IwAR2', msclkid: '1f2e', ttclid: 'E.C.P', li_fat_id: '3c1d-9' }],
    ['a click id is kept whole, past 100 characters', `?fbclid=${'I'.repeat(180)}`, { fbclid: 'I'.repeat(180) }],
    ['a click id keeps its token characters only', '?gclid=Cj0<b>K%20Q', { gclid: 'Cj0bKQ' }],
  ])('%s', (_rule, query, expected) => {
    expect(readCampaign(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    ['no campaign → organico', null, 'organico'],
    ['campaign without utm_source → organico', { utm_medium: 'cpc' }, 'organico'],
    ['utm_source wins', { utm_source: 'google' }, 'google'],
  ])('%s', (_rule, campaign, expected) => {
    expect(campaignSource(campaign)).toBe(expected);
  });
});

describe('deviceFromUserAgent', () => {
  it.each([
    ['iPhone → M', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'M'],
    ['Android phone → M', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36', 'M'],
    ['iPad → T', 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148', 'T'],
    ['Android without Mobile → T', 'Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/120 Safari/537.36', 'T'],
    ['"Tablet" → T', 'Mozilla/5.0 (Android 4.4; Tablet; rv:41.0) Gecko/41.0 Firefox/41.0', 'T'],
    ['Windows desktop → D', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36', 'D'],
    ['empty → D', '', 'D'],
  ])('%s', (_rule, ua, expected) => {
    expect(deviceFromUserAgent(ua)).toBe(expected);
  });
});

describe('attributionEntry', () => {
  it.each([
    ['source-device-ISO', 'google', 'google-M-2025-01-02T03:04:05.678Z'],
    ['empty source → organico', '', 'organico-M-2025-01-02T03:04:05.678Z'],
    ['| and , replaced', 'a|b,c', 'a_b_c-M-2025-01-02T03:04:05.678Z'],
    ['source sanitized and capped', `<${'y'.repeat(120)}>`, `${'y'.repeat(100)}-M-2025-01-02T03:04:05.678Z`],
  ])('%s', (_rule, source, expected) => {
    expect(attributionEntry(source, 'M', DATE)).toBe(expected);
  });
});

describe('parseAttribution / serializeAttribution', () => {
  it.each([
    ['undefined → []', undefined, []],
    ['empty → []', '', []],
    ['garbage → []', 'garbage|%E0%A4%A|;drop table|x-Q-2025', []],
    ['bad date dropped', 'a-M-2025-13-45T00:00:00.000Z', []],
    ['valid kept, invalid dropped', 'google-M-2025-01-02T03:04:05.678Z|nope', ['google-M-2025-01-02T03:04:05.678Z']],
    ['URI-decoded', 'Campa%C3%B1a%20x-D-2025-01-02T03:04:05.678Z', ['Campaña x-D-2025-01-02T03:04:05.678Z']],
    ['at most 10', Array.from({ length: 12 }, (_, i) => entry(i)).join('|'), Array.from({ length: 10 }, (_, i) => entry(i))],
  ])('%s', (_rule, cookie, expected) => {
    expect(parseAttribution(cookie)).toEqual(expected);
  });

  it.each([
    // Not encoded here: the cookie writer encodes the whole value once.
    ['joined by |, not encoded', ['Campaña x-D-2025-01-02T03:04:05.678Z', 'g-M-2025-01-02T03:04:05.678Z'], 'Campaña x-D-2025-01-02T03:04:05.678Z|g-M-2025-01-02T03:04:05.678Z'],
    ['invalid dropped', ['nope', 'g-M-2025-01-02T03:04:05.678Z'], 'g-M-2025-01-02T03:04:05.678Z'],
    ['no cookie separator left in a source', [attributionEntry('a b;c', 'T', DATE)], 'a bc-T-2025-01-02T03:04:05.678Z'],
  ])('serialize: %s', (_rule, entries, expected) => {
    expect(serializeAttribution(entries)).toBe(expected);
    expect(parseAttribution(serializeAttribution(entries))).toEqual(entries.filter((e) => e !== 'nope'));
  });

  it('serialize drops the oldest entries until the encoded value fits under 4 KB', () => {
    const wide = (i: number) => `${'𝒜'.repeat(40)}${i}-M-2025-01-02T03:04:${String(i).padStart(2, '0')}.000Z`;
    const all = Array.from({ length: 10 }, (_, i) => wide(i));
    expect(encodeURIComponent(all.join('|')).length).toBeGreaterThan(ATTRIBUTION_MAX_ENCODED);
    const value = serializeAttribution(all);
    expect(encodeURIComponent(value).length).toBeLessThanOrEqual(ATTRIBUTION_MAX_ENCODED);
    const kept = parseAttribution(value);
    expect(kept).toEqual(all.slice(0, kept.length)); // the newest kept, in order
    expect(kept.length).toBeGreaterThanOrEqual(7);
  });

  it('serialize caps at 10', () => {
    const all = Array.from({ length: 12 }, (_, i) => entry(i));
    expect(parseAttribution(serializeAttribution(all))).toEqual(all.slice(0, 10));
  });
});

describe('addAttribution', () => {
  const nine = Array.from({ length: 9 }, (_, i) => entry(i));
  const ten = Array.from({ length: 10 }, (_, i) => entry(i));
  it.each([
    ['first visit', [], entry(99), [entry(99)]],
    ['newest first', [entry(1)], entry(2), [entry(2), entry(1)]],
    ['fills up to 10', nine, entry(99), [entry(99), ...nine]],
    ['keeps the 10 latest', ten, entry(99), [entry(99), ...ten.slice(0, 9)]],
    ['invalid new entry ignored', [entry(1)], 'nope', [entry(1)]],
  ])('%s', (_rule, existing, added, expected) => {
    expect(addAttribution(existing, added)).toEqual(expected);
  });
});
