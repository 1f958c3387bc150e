'use client';

import type { MouseEvent, ReactNode } from 'react';

type Props = { href: string; formId: string; programId: string; className?: string; children: ReactNode };

/**
 * A comparison's «Recibir esta información»: a link to the comparison with this program chosen in
 * its lead form, which works without scripts. With them, and the form already on the page, it
 * chooses the program in that form instead of loading it again, so whatever the visitor has
 * typed there stays (WCAG 2.2 SC 3.3.7, Redundant Entry). The select's own change brings the
 * program's type, modality and campus (use-form-selects.ts); the address says the choice, for a
 * reload or a shared link.
 */
export function ChooseProgramLink({ href, formId, programId, className, children }: Props) {
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return; // a new tab or window
    const select = document.getElementById(formId)?.querySelector<HTMLSelectElement>('form select[name="program"]');
    if (!select || ![...select.options].some((o) => o.value === programId)) return;
    event.preventDefault();
    select.value = programId;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    window.history.replaceState(window.history.state, '', href);
    select.focus();
  };
  return (
    <a href={href} className={className} onClick={choose}>
      {children}
    </a>
  );
}
