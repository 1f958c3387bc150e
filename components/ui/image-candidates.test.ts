import { describe, expect, it } from '@jest/globals';
import type { Image } from '@/lib/content/schema';
import { testImage } from '@/test/block-fixtures';
import { imageCandidates, imageFiles, phoneSources, stylesOf } from './image-candidates';

const image = (width: number, height: number): Image => ({ ...testImage, width, height });

/** The HTML spec's selection for `sizes="100vw"`: the smallest candidate whose density is ≥ the screen's. */
function chosen(srcset: string, viewport: number, dpr: number): string {
  const candidates = srcset.split(', ').map((c) => {
    const [url = '', w = ''] = c.split(' ');
    return { url, density: Number.parseInt(w, 10) / viewport };
  });
  const enough = candidates.filter((c) => c.density >= dpr).sort((a, b) => a.density - b.density);
  return (enough[0] ?? candidates.sort((a, b) => b.density - a.density)[0])?.url ?? '';
}

describe('imageCandidates', () => {
  it.each([
    [1600, 900, 320, '325'],
    [1600, 900, 325, '325'],
    [1600, 900, 326, '650'],
    [1600, 900, 650, '650'],
    [1600, 900, 651, '1300'],
    [1600, 900, 1300, '1300'],
    [1600, 900, 1301, 'large'],
    [1600, 900, 1920, 'large'],
    // The ranges hold whatever the aspect ratio: a portrait image keeps the same breakpoints.
    [900, 1600, 400, '650'],
    [900, 1600, 700, '1300'],
    [800, 600, 1400, 'large'],
  ])('%i×%i on a %ipx 1× screen picks the spec’s %s style', (w, h, viewport, style) => {
    expect(chosen(imageCandidates(image(w, h)), viewport, 1)).toBe(`/m/${style}.webp`);
  });

  it('lets a dense screen wider than a phone take the next style up', () => {
    expect(chosen(imageCandidates(image(1600, 900)), 800, 2)).toBe('/m/large.webp');
  });

  it('describes every style once, with distinct widths (a valid srcset)', () => {
    const widths = imageCandidates(image(800, 600)).split(', ').map((c) => c.split(' ')[1]);
    expect(widths).toEqual(['325w', '650w', '1300w', '1301w']);
  });
});

describe('phoneSources', () => {
  const { styles } = image(1600, 900);
  /** The first source whose media matches a viewport `width` wide, as the browser takes it. */
  const picked = (sizes: string, width: number) =>
    phoneSources(styles, sizes).find(({ media }) =>
      [...media.matchAll(/\((min|max)-width: (\d+)px\)/g)].every(([, edge, px]) => (edge === 'min' ? width >= Number(px) : width <= Number(px))),
    )?.file;

  it.each([
    ['100vw', 320, '/m/325.webp'],
    ['100vw', 412, '/m/650.webp'],
    ['(min-width: 1200px) 1168px, calc(100vw - 2rem)', 390, '/m/650.webp'],
    ['(min-width: 1200px) 1168px, calc(100vw - 2rem)', 650, '/m/650.webp'],
    ['100vw', 651, undefined],
  ])('an image of sizes %p on a %ipx phone takes %s, whatever its density', (sizes, width, file) => {
    expect(picked(sizes, width)).toBe(file);
  });

  it('describes its one file as the <img> does its own, by width (valid beside them)', () => {
    expect(phoneSources(styles, '100vw').map((s) => s.srcSet)).toEqual(['/m/325.webp 325w', '/m/650.webp 650w']);
  });

  it('leaves an image of fixed width to its srcset', () => {
    expect(phoneSources(styles, '160px')).toEqual([]);
    expect(phoneSources(styles, '(max-width: 600px) 50vw, 96px')).toEqual([]);
  });
});

describe('imageFiles', () => {
  const media = image(1600, 900).styles;
  const layout = {
    large: '/media/a/large.jpg',
    large_webp: '/media/a/large.webp',
    max_1300x1300: '/media/a/max_1300x1300.jpg',
    max_1300x1300_webp: '/media/a/max_1300x1300.webp',
    max_650x650: '/media/a/max_650x650.jpg',
    max_650x650_webp: '/media/a/max_650x650.webp',
    max_325x325: '/media/a/max_325x325.jpg',
    max_325x325_webp: '/media/a/max_325x325.webp',
  };

  const webp = (styles: Record<string, string>) => Object.fromEntries(Object.entries(styles).filter(([key]) => key.endsWith('_webp')));

  it.each([
    ['the media layout', layout, { dir: '/media/a' }],
    ['a CDN host with the same layout', Object.fromEntries(Object.entries(layout).map(([k, v]) => [k, `https://cdn.example.org${v}`])), { dir: 'https://cdn.example.org/media/a' }],
    ['other file names', media, { styles: webp(media) }],
    ['one WebP style elsewhere', { ...layout, max_325x325_webp: '/media/b/max_325x325.webp' }, { styles: webp({ ...layout, max_325x325_webp: '/media/b/max_325x325.webp' }) }],
    ['a JPEG elsewhere (never used)', { ...layout, max_325x325: '/media/b/max_325x325.jpg' }, { dir: '/media/a' }],
  ])('%s', (_, styles, expected) => {
    const files = imageFiles(styles as Image['styles']);
    expect(files).toEqual(expected);
    expect(stylesOf(files)).toEqual(webp(styles));
  });
});
