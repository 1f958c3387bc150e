import { z } from 'zod';
import { text } from '@/lib/content/primitives';

/** The back-to-top link of the common page. Rendered by the layout (components/layout). */
export const backToTopSchema = z.object({ back_to_top_class: z.string().optional(), label: text(100) });
