import { z } from 'zod';
import { text } from '@/lib/content/primitives';

/** The cookie policy's list and choice, generated from lib/browser/storage-registry.ts: the content only titles it. */
export const cookiePolicySchema = z.object({ title: text(200).default('Las cookies y los datos que guardamos en tu navegador') });
