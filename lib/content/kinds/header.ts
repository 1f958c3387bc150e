import { z } from 'zod';
import { text, linkSchema } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

const navItemSchema = z.object({
  label: text(100),
  link: z.string(),
  children: z.array(z.object({ label: text(100), link: z.string() })).optional(),
});

/** The site header: logo, navigation (one level of children) and its call to action. Rendered by the layout (components/layout/site-header.tsx). */
const headerSchema = z.object({
  logo: z.object({ src: z.string(), alt: text(200), width: z.number(), height: z.number() }),
  nav: z.array(navItemSchema),
  cta: linkSchema.optional(),
});

export const headerKind: KindSpec<'header', typeof headerSchema> = { kind: 'header', schema: headerSchema };
