import { describe, expect, it } from '@jest/globals';
import type { Image } from '@/lib/content/schema';
import { singleSizeSources } from './single-size';

const styles = Object.fromEntries(
  ['large', 'max_1300x1300', 'max_650x650', 'max_325x325'].flatMap((k) => [[k, `/m/${k}.jpg`], [`${k}_webp`, `/m/${k}.webp`]]),
) as Image['styles'];

/** Rules §9: card images use a single size from 260 px. */
describe('singleSizeSources (rules §9)', () => {
  it('one WebP file from 260 px, the small style below', () => {
    expect(singleSizeSources(styles)).toEqual({
      source: { media: '(min-width: 260px)', srcSet: '/m/max_650x650.webp' },
      src: '/m/max_325x325.webp',
    });
  });

  it.each(['large', 'large_webp', 'max_1300x1300', 'max_1300x1300_webp'] as const)('never offers %s', (style) => {
    const { source, src } = singleSizeSources(styles);
    expect([src, source.srcSet]).not.toContain(styles[style]);
  });
});
