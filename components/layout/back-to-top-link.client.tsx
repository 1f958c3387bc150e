'use client';

import type { ReactNode } from 'react';
import { scrollToTop } from './scroll-to-top';

/**
 * A footer item whose target is /backToTop (rules §2): the same stepped scroll as the floating
 * button. A button, not a "#top" link: a fragment jump fired popstate and reloaded the content.
 */
export function BackToTopLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} data-back-to-top="" onClick={scrollToTop}>
      {children}
    </button>
  );
}
