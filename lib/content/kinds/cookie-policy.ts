import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** The cookie policy's list and choice, generated from lib/browser/storage-registry.ts: the content only titles it. */
const cookiePolicySchema = z.object({ title: text(200).default('Las cookies y los datos que guardamos en tu navegador') });

export const cookiePolicyKind: KindSpec<'cookie_policy', typeof cookiePolicySchema> = { kind: 'cookie_policy', schema: cookiePolicySchema };
