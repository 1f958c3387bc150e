import type { BlockKindDescriptor } from '../types';
import { CookiePolicy } from './cookie-policy';
import { cookiePolicySchema } from '@/lib/content/kinds/cookie-policy';

export const cookiePolicyKind: BlockKindDescriptor<'cookie_policy', typeof cookiePolicySchema> = {
  kind: 'cookie_policy',
  schema: cookiePolicySchema,
  Component: CookiePolicy,
};
