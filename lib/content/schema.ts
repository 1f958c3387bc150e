/**
 * The content service's wire format, validated at the boundary (GUIDE §4).
 *
 * A page is a list of blocks. The first block (`page_meta`) carries the page's seo metadata,
 * programOffer and program_name; every other block arrives as a stub `{ id, component,
 * identifier, endpoint }` and is expanded through its v2 endpoint into `{ id, component,
 * identifier, data }`, where `data` has the shape of its kind below.
 */
import { z } from 'zod';

const text = (max = 2_000) => z.string().max(max);

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

export const seoSchema = z.object({
  title: text(300),
  description: text(600),
  canonical_url: z.string().optional(),
  robots: z.string().optional(),
  content_language: z.string().optional(),
  og: z
    .object({
      title: text(300).optional(),
      description: text(600).optional(),
      image: z.string().optional(),
      type: z.string().optional(),
    })
    .optional(),
  twitter: z.object({ card: z.string().optional(), site: z.string().optional() }).optional(),
  verification: z.object({ google: z.string().optional(), bing: z.string().optional() }).optional(),
});
export type Seo = z.infer<typeof seoSchema>;

export const programOfferSchema = z.object({
  programType: z.string().default(''),
  modality: z.string().default(''),
  campus: z.string().default(''),
  program: z.string().default(''),
});
export type ProgramOffer = z.infer<typeof programOfferSchema>;

export const pageMetaSchema = z.object({
  id: z.string(),
  component: z.literal('page_meta'),
  identifier: z.string(),
  seo: seoSchema,
  programOffer: programOfferSchema.optional(),
  program_name: z.array(z.object({ value: z.string() })).optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const blockStubSchema = z.object({
  id: z.string(),
  component: z.string(),
  identifier: z.string(),
  endpoint: z.string().startsWith('/'),
});
export type BlockStub = z.infer<typeof blockStubSchema>;

export const pageSchema = z.tuple([pageMetaSchema], blockStubSchema);

/* ---------- domain entities shared by several blocks ---------- */

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
  id: z.string(),
  path: z.string(),
  title: text(300),
  summary: text(800),
  date: z.number().int(), // epoch seconds
  category: text(100),
  author: text(200).optional(),
  image: imageSchema,
});
export type Article = z.infer<typeof articleSchema>;

export const eventSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: text(300),
  summary: text(800),
  date: z.object({ start: z.number().int(), end: z.number().int() }), // epoch seconds
  location: text(300),
  image: imageSchema,
  /** A course held monthly: `count` × 6 sessions from the start date (spec §9 repeatCount). */
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

/** Spec §3 Filter option. */
export const filterOptionSchema = z.object({
  name: text(100),
  id: z.string().regex(/^[\w-]{1,60}$/),
  path: z.string().startsWith('/'),
  vocabularyName: text(60),
  type: z.string(),
  searchType: z.string(),
});
export type FilterOptionData = z.infer<typeof filterOptionSchema>;

/* ---------- block data by component ---------- */

const navItemSchema = z.object({
  label: text(100),
  link: z.string(),
  children: z.array(z.object({ label: text(100), link: z.string() })).optional(),
});

export const blockDataSchemas = {
  header: z.object({
    logo: z.object({ src: z.string(), alt: text(200), width: z.number(), height: z.number() }),
    nav: z.array(navItemSchema),
    cta: linkSchema.optional(),
  }),
  hero: z.object({
    title: text(200),
    subtitle: text(600).optional(),
    image: imageSchema,
    buttons: z.array(linkSchema).default([]),
  }),
  html_text: z.object({
    title: text(200).optional(),
    html: z.string().max(100_000),
    truncate: z.number().int().positive().optional(),
    class: z.string().optional(),
  }),
  image: z.object({ image: imageSchema, link: linkSchema.optional(), caption: text(300).optional() }),
  button: z.object({ link: linkSchema, class: z.string().optional() }),
  program_list: z.object({
    title: text(200),
    categories: z.array(z.object({ id: z.string(), label: text(100) })),
    programs: z.array(programSchema),
    /** Checkboxes and tabs of the academic offer (spec §3 Filter option); none on teasers and landings. */
    filterOptions: z.array(filterOptionSchema).max(200).optional(),
  }),
  program_detail: z.object({
    program: programSchema,
    body: z.string().max(100_000),
    /** The id of the page's lead form: the first-screen call to action jumps to it. */
    formAnchor: z.string().regex(/^[\w-]{1,80}$/).optional(),
  }),
  /** A program's courses by period (semesters, cuatrimestres, modules). */
  study_plan: z.object({
    title: text(200),
    intro: text(600).optional(),
    periods: z.array(z.object({ label: text(100), courses: z.array(text(200)).min(1).max(12) })).min(1).max(12),
  }),
  /** Students and graduates in their own words. */
  testimonials: z.object({
    title: text(200),
    items: z.array(z.object({ quote: text(600), name: text(100), role: text(200) })).min(1).max(6),
  }),
  /** Admission dates of a period: each step with its deadline (an ISO day, read in the university's time zone). */
  admissions_calendar: z.object({
    title: text(200),
    period: text(100),
    intro: text(600).optional(),
    steps: z.array(z.object({ label: text(200), date: z.iso.date(), detail: text(300).optional() })).min(1).max(12),
    link: linkSchema.optional(),
  }),
  /** The closing call to action of a page: a short pitch, one or two buttons, related programs. */
  next_step: z.object({
    title: text(200),
    text: text(600).optional(),
    links: z.array(linkSchema).min(1).max(3),
    programs: z.array(programSchema).max(4).default([]),
  }),
  article_list: z.object({
    title: text(200),
    kind: z.enum(['news', 'blog']),
    articles: z.array(articleSchema),
  }),
  article_detail: z.object({
    article: articleSchema,
    kind: z.enum(['news', 'blog']),
    body: z.string().max(100_000),
  }),
  event_list: z.object({ title: text(200), events: z.array(eventSchema) }),
  event_detail: z.object({ event: eventSchema, body: z.string().max(100_000) }),
  carousel: z.object({
    title: text(200).optional(),
    variant: z.enum(['cards', 'banner']),
    autoplayMs: z.number().int().min(1_000).max(60_000).optional(),
    slides: z
      .array(z.object({ id: z.string(), title: text(200), text: text(600).optional(), image: imageSchema, link: linkSchema.optional() }))
      .min(1)
      .max(12),
  }),
  campus_list: z.object({
    title: text(200),
    campuses: z.array(campusSchema),
    quantityForPage: z.number().int().positive().default(6),
  }),
  campus_detail: z.object({ campus: campusSchema, body: z.string().max(100_000) }),
  video: z.object({
    title: text(200).optional(),
    videoId: z.string().regex(/^[\w-]{6,20}$/),
    caption: text(300).optional(),
  }),
  social_embed: z.object({ url: z.url({ protocol: /^https$/ }).max(2_000), title: text(200).optional() }),
  faq: z.object({
    title: text(200),
    items: z.array(z.object({ question: text(500), answer: z.string().max(10_000) })),
  }),
  forms: z.object({
    general: z.object({ id: z.string(), title: text(200), submitLabel: text(100), kind: z.string() }),
    fields: z.array(z.record(z.string(), z.unknown())),
  }),
  search: z.object({
    title: text(200),
    placeholder: text(200),
    /** Spec §4: `view_more` appends the next page, any other type replaces the list. */
    paginatorType: z.enum(['view_more', 'numbered']).default('view_more'),
  }),
  content_module: z.object({
    visible: z.boolean().default(true),
    class: z.string().optional(),
    id_element: z.string().optional(),
    background_color: z.object({ color: z.string(), opacity: z.number().optional() }).optional(),
    collapse: z.boolean().default(false),
    fullCollapse: z.boolean().default(false),
    content: z.object({
      row: z.array(
        z.object({
          column: z.array(
            z.object({
              number_columns: z.number().int().min(1).max(12),
              class: z.string().optional(),
              id_element: z.string().optional(),
              link: z.array(z.object({ link: z.string(), name: z.string() })).default([]),
              items_column: z.array(
                z.object({
                  identifier: z.string(),
                  class: z.string().optional(),
                  image: z.array(imageSchema).optional(),
                  link: z.array(z.object({ link: z.string(), name: z.string() })).optional(),
                  icon: z.string().optional(),
                  text: z.string().optional(),
                  content: z.array(z.object({ label: z.string(), path: z.string() })).optional(),
                  category: z.array(z.object({ label: z.string(), path: z.string() })).optional(),
                  file: z.string().optional(),
                  target: z.string().optional(),
                  nofollow: z.boolean().optional(),
                  id_element: z.string().optional(),
                }),
              ),
            }),
          ),
        }),
      ),
    }),
  }),
  simple_footer: z.object({
    visible: z.boolean().default(true),
    id_element: z.string().optional(),
    class: z.string().optional(),
    background_color: z.object({ color: z.string() }).optional(),
    content: z.array(
      z.object({
        number_columns: z.number().int().min(1).max(12),
        texts: z.array(z.object({ text: z.string() })).default([]),
        links: z
          .object({
            parent_class_link: z.string().optional(),
            items: z.array(
              z.object({
                id: z.string(),
                class: z.string().optional(),
                link: z.string(),
                target: z.string().optional(),
                icon: z.string().optional(),
                text: z.string(),
              }),
            ),
          })
          .optional(),
      }),
    ),
  }),
  back_to_top: z.object({ back_to_top_class: z.string().optional(), label: text(100) }),
} as const;

export type BlockKind = keyof typeof blockDataSchemas;
export type BlockData<K extends BlockKind> = z.infer<(typeof blockDataSchemas)[K]>;
export type Block = { [K in BlockKind]: { id: string; component: K; identifier: string; data: BlockData<K> } }[BlockKind];
export type BlockOf<K extends BlockKind> = Extract<Block, { component: K }>;

export const universityConfigSchema = z.object({
  code: z.enum(['co', 'pa', 'cr']),
  name: text(200),
  shortName: text(100),
  locale: z.string(),
  currency: z.enum(['COP', 'PAB', 'CRC']),
  timeZone: z.string(),
  phone: text(50),
  email: text(200),
  address: text(300),
  social: z.array(z.object({ network: z.string(), url: z.string() })).default([]),
  academicOfferPath: z.string().default('/oferta-academica'),
  /** Spec §3, §9: leads of this modality carry a site code instead of a campus code. */
  modalityRule: z.string().max(20).default('VIR'),
  /** Spec §3: the alternative mode, where SEMI and VIR leads carry a site code. */
  alternativeMode: z.boolean().default(false),
  /** The admissions WhatsApp line in international format (+57 310 745 2200). */
  whatsapp: text(50).optional(),
  /** The regulator's mark every page must show (Colombia: "Vigilada Mineducación"). */
  regulator: text(100).optional(),
});
export type UniversityConfig = z.infer<typeof universityConfigSchema>;
