import type { Image } from '@/lib/content/schema';

/** An image with every style the content service sends, for block tests. */
export const testImage: Image = {
  styles: {
    large: '/m/large.jpg',
    large_webp: '/m/large.webp',
    max_1300x1300: '/m/1300.jpg',
    max_1300x1300_webp: '/m/1300.webp',
    max_650x650: '/m/650.jpg',
    max_650x650_webp: '/m/650.webp',
    max_325x325: '/m/325.jpg',
    max_325x325_webp: '/m/325.webp',
  },
  texts: { alt: 'Campus al atardecer', title: '' },
  width: 1600,
  height: 900,
};
