import { COOKIES_DELETED_ON_REJECT, groupedEntries, registryEntry, STORAGE_REGISTRY } from './storage-registry';

describe('the storage registry (docs/decisions/0015-rights-and-cookies.md)', () => {
  it('declares each key once per area, with a purpose and a duration', () => {
    const keys = STORAGE_REGISTRY.map((e) => `${e.area}:${e.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of STORAGE_REGISTRY) {
      expect(e.purpose.length).toBeGreaterThan(20);
      expect(e.duration).not.toBe('');
    }
  });

  it.each([
    ['cookie', 'cookie_consent', true],
    ['cookie', 'form_clock', true],
    ['cookie', 'utm_source', false],
    ['cookie', 'gclid', false],
    ['cookie', 'attribution', false],
    ['cookie', 'first_impact', false],
    ['localStorage', 'pendingFormSubmissions', true],
    ['indexedDB', 'pendingFormKey', true],
    ['localStorage', 'program', true],
    ['localStorage', 'utm_campaign', false],
    ['sessionStorage', 'utm_term', false],
  ] as const)('%s %s is declared, necessary: %p', (area, name, necessary) => {
    expect(registryEntry(area, name)?.necessary).toBe(necessary);
  });

  it('"Rechazar" deletes exactly the 180-day history', () => {
    expect(COOKIES_DELETED_ON_REJECT).toEqual(['attribution', 'first_impact']);
    expect(registryEntry('cookie', 'attribution')?.maxAgeS).toBe(180 * 24 * 3600);
  });

  it('shows the campaign cookies, click ids included, as one row of the policy page', () => {
    const rows = groupedEntries('cookie');
    expect(rows.find((r) => r.names.includes('utm_source'))?.names).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid', 'li_fat_id']);
    expect(rows.flatMap((r) => r.names)).toHaveLength(STORAGE_REGISTRY.filter((e) => e.area === 'cookie').length);
  });
});
