import { describe, expect, it } from '@jest/globals';
import type { Image } from '@/lib/content/schema';
import { singleSizeSources } from './single-size';

const styles = Object.fromEntries(
  ['large', 'max_1300x1300', 'max_650x650', 'max_325x325'].flatMap((k) => [[k, `/m/${k}.jpg`], [`${k}_webp`, `/m/${k}.webp`]]),
) as Image['styles'];

/** Rules §9: card images use a single size from 260 px. */
describe('singleSizeSources (rules §9)', () => {
  it('one file per format from 260 px, the small style below', () => {
    expect(singleSizeSources(styles)).toEqual({
      sources: [
        { type: 'image/webp', media: '(min-width: 260px)', srcSet: '/m/max_650x650.webp' },
        { type: 'image/jpeg', media: '(min-width: 260px)', srcSet: '/m/max_650x650.jpg' },
        { type: 'image/webp', srcSet: '/m/max_325x325.webp' },
      ],
      src: '/m/max_325x325.jpg',
    });
  });

  it.each(['large', 'large_webp', 'max_1300x1300', 'max_1300x1300_webp'] as const)('never offers %s', (style) => {
    const { sources, src } = singleSizeSources(styles);
    expect([src, ...sources.map((s) => s.srcSet)]).not.toContain(styles[style]);
  });
});
