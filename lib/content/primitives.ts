/** Zod pieces shared by the page metadata and the blocks: bounded text, images, links. */
import { z } from 'zod';

/** A string of at most `max` characters. */
export const text = (max = 2_000) => z.string().max(max);

export const imageSchema = z.object({
  styles: z.object({
    large: z.string(),
    large_webp: z.string(),
    max_1300x1300: z.string(),
    max_1300x1300_webp: z.string(),
    max_650x650: z.string(),
    max_650x650_webp: z.string(),
    max_325x325: z.string(),
    max_325x325_webp: z.string(),
  }),
  texts: z.object({ alt: text(300), title: text(300).default('') }),
  /** Intrinsic size of the `large` style; the others keep its aspect ratio. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

export const linkSchema = z.object({
  label: text(200),
  link: text(2_000),
  target: z.enum(['_self', '_blank']).optional(),
  nofollow: z.boolean().optional(),
  file: z.string().optional(),
  icon: z.string().optional(),
});
export type Link = z.infer<typeof linkSchema>;
