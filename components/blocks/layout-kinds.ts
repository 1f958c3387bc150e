import { backToTopKind } from './back-to-top/kind';
import { contentModuleKind } from './content-module/kind';
import { headerKind } from './header/kind';
import { simpleFooterKind } from './simple-footer/kind';

/**
 * The kinds of the common page, which the root layout renders around every page. Kept apart
 * from the body kinds (kinds.ts includes them) because the layout loads with them: importing
 * a body component there would ship its islands to every page, error pages included.
 */
export const layoutKinds = [headerKind, contentModuleKind, simpleFooterKind, backToTopKind] as const;
