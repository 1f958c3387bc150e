/**
 * The content service's wire format, validated at the boundary.
 *
 * A page is a list of blocks. The first block (`page_meta`) carries the page's seo metadata,
 * programOffer and program_name; every other block arrives as a stub `{ id, component,
 * identifier, endpoint }` and is expanded through its v2 endpoint into `{ id, component,
 * identifier, data }`, where `data` has the shape of its kind: each kind's schema lives in kinds/,
 * gathered in block-kinds.ts. This file keeps the page-level shapes and the shared primitives'
 * re-exports.
 */
import { z } from 'zod';
import { contactPolicySchema, privacyNoticeSchema } from './consent-config';
import { costRulesSchema } from './cost-config';
import { text } from './primitives';

export { imageSchema, linkSchema, type Image, type Link } from './primitives';
export { contactPolicySchema, privacyNoticeSchema, type ContactPolicy, type PrivacyNotice } from './consent-config';
export * from './entities';
export type { Block, BlockData, BlockKind, BlockOf, BodyKind } from './block-kinds';

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
  /**
   * When the content service last changed the page (ISO 8601 with its offset, as Drupal's
   * `changed` or Sanity's `_updatedAt`): the sitemap's lastmod. A malformed date is dropped, never
   * the page.
   */
  changed: z.iso.datetime({ offset: true }).optional().catch(undefined),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** What a page is requested by (rules §7): its name, or its path, with tags. */
export type PageRequest =
  | { by: 'name'; name: string; tags: string[] }
  | { by: 'path'; path: string; tags: string[] };

export const blockStubSchema = z.object({
  id: z.string(),
  component: z.string(),
  identifier: z.string(),
  endpoint: z.string().startsWith('/'),
});
export type BlockStub = z.infer<typeof blockStubSchema>;

export const pageSchema = z.tuple([pageMetaSchema], blockStubSchema);

const utmWord = z.string().regex(/^[a-z0-9_.-]{1,100}$/);
export const campaignVocabularySchema = z.object({
  sources: z.array(utmWord).max(200),
  mediums: z.array(utmWord).max(200),
  pairs: z.array(z.tuple([utmWord, utmWord])).max(1000),
});

export type CampaignVocabulary = z.infer<typeof campaignVocabularySchema>;
export const NO_VOCABULARY: CampaignVocabulary = { sources: [], mediums: [], pairs: [] };

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
  /** Rules §3, §9: leads of this modality carry a site code instead of a campus code. */
  modalityRule: z.string().max(20).default('VIR'),
  /** Rules §3: the alternative mode, where SEMI and VIR leads carry a site code. */
  alternativeMode: z.boolean().default(false),
  /** The admissions WhatsApp line in international format (+57 310 745 2200). */
  whatsapp: text(50).optional(),
  /** The regulator's mark every page must show (Colombia: "Vigilada Mineducación"). */
  regulator: text(100).optional(),
  /** The privacy notice forms show and consent receipts record (docs/decisions/0012-consent-records.md). */
  privacyNotice: privacyNoticeSchema.optional(),
  /** When the university may call back (co: Ley 2300 de 2023), in `timeZone`. */
  contactPolicy: contactPolicySchema.optional(),
  /** The campaign sources and mediums marketing uses, and their usual pairs (lib/campaign/utm.ts). */
  campaignVocabulary: campaignVocabularySchema.optional(),
  /** Scholarships and discounts the cost estimator offers (docs/decisions/0014-compare-and-cost.md). */
  costRules: costRulesSchema.optional(),
});
export type UniversityConfig = z.infer<typeof universityConfigSchema>;
