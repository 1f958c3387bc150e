import type { BlockView } from '../types';
import { CookiePolicy } from './cookie-policy';

export const cookiePolicyView: BlockView<'cookie_policy'> = { Component: CookiePolicy };
