/** The domain entities several blocks carry (a program in a list and on its page, an article, an event, a campus). */
import { z } from 'zod';
import { imageSchema, text } from './primitives';

/** What a news or blog post and an event have in common: where it is and how it is listed. */
const publication = {
  id: z.string(),
  path: z.string(),
  title: text(300),
  summary: text(800),
};

export const programSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: text(200),
  summary: text(600),
  programType: z.string(), // pregrado | posgrado | educacion-continua
  programTypeLabel: text(100),
  modality: z.string(), // PRE | VIR | SEMI
  modalityLabel: text(100),
  campus: z.string(),
  campusLabel: text(100),
  duration: text(100),
  price: z.number().nonnegative(),
  /** How many times `price` is paid (semesters); a program priced as a whole is one. */
  periods: z.number().int().min(1).max(20).optional(),
  /** The next start of classes, ISO date (YYYY-MM-DD). */
  nextStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  keywords: z.array(z.string()).default([]),
  filters: z.array(z.string()).default([]),
  image: imageSchema,
  /** Colombia: the program's code in the national register of programs (SNIES). */
  snies: z.string().regex(/^\d{3,8}$/).optional(),
  /** The program's official approval (registro calificado, CONEAUPA, CONESUP…), as one sentence. */
  registration: text(300).optional(),
  /** What an applicant needs, one item per line. */
  requirements: z.array(text(300)).max(12).optional(),
});
export type Program = z.infer<typeof programSchema>;

export const articleSchema = z.object({
  ...publication,
  date: z.number().int(), // epoch seconds
  category: text(100),
  author: text(200).optional(),
  image: imageSchema,
});
export type Article = z.infer<typeof articleSchema>;

export const eventSchema = z.object({
  ...publication,
  date: z.object({ start: z.number().int(), end: z.number().int() }), // epoch seconds
  location: text(300),
  image: imageSchema,
  /** A course held monthly: `count` × 6 sessions from the start date (rules §9 repeatCount). */
  schedule: z.object({ count: z.number().int().positive().max(10) }).optional(),
});
export type Event = z.infer<typeof eventSchema>;

export const campusSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: text(200),
  kind: z.enum(['campus', 'centro']),
  address: text(300),
  city: text(100),
  phone: text(50),
  hours: text(300),
  lat: z.number(),
  lng: z.number(),
  image: imageSchema,
});
export type Campus = z.infer<typeof campusSchema>;

/** Rules §3 Filter option. */
export const filterOptionSchema = z.object({
  name: text(100),
  id: z.string().regex(/^[\w-]{1,60}$/),
  path: z.string().startsWith('/'),
  vocabularyName: text(60),
  type: z.string(),
  searchType: z.string(),
});
export type FilterOptionData = z.infer<typeof filterOptionSchema>;
