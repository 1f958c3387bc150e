import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { BackToTopLink } from '@/components/layout/footer-islands.client';
import { classifyLink } from '@/lib/links/classify';
import { definedProps } from './defined-props';

type AnchorAttributes = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'target' | 'rel' | 'className' | 'children'>;

export type SmartLinkProps = AnchorAttributes & {
  /** The CMS target: "/x" internal, "#x" anchor, "/backToTop", anything else external. */
  href: string;
  /** A button's file: replaces the target (rules §2). */
  file?: string;
  /** User-generated link: rel gets "ugc nofollow" when external. */
  nofollow?: boolean;
  /** The CMS target attribute: honoured by external links (none → a new tab); "_blank" opens an internal link in a new tab too. */
  target?: '_self' | '_blank';
  className?: string;
  children: ReactNode;
};

const NEW_TAB_REL = 'noopener noreferrer';

/** Announced to screen readers on links that open a new tab. */
function NewTabHint() {
  return <span className="visually-hidden"> (se abre en una pestaña nueva)</span>;
}

/**
 * A link that behaves by the first character of its target (rules §2, `classifyLink`):
 * internal pages are opened by the router (lib/links/in-app.ts), files by the browser;
 * external links open in the CMS target (a new tab when none) with a safe `rel`; back-to-top is
 * the stepped scroll control.
 */
export function SmartLink({ href, file, nofollow, target, className, children, ...others }: SmartLinkProps) {
  const link = classifyLink(href, { file, nofollow, target });
  const rest = definedProps({ ...others, className });
  switch (link.kind) {
    case 'internal': {
      if (target === '_blank') {
        return (
          <a {...rest} href={link.href} target="_blank" rel={NEW_TAB_REL}>
            {children}
            <NewTabHint />
          </a>
        );
      }
      // A file (PDF, image…) is not a page: no client navigation, no prefetch.
      return (
        <a {...rest} href={link.href} {...(file ? { 'data-file': '' } : {})}>
          {children}
        </a>
      );
    }
    case 'anchor':
      return (
        <a {...rest} href={link.href} {...(link.emitsAnchorEvent ? { 'data-anchor-event': '' } : {})}>
          {children}
        </a>
      );
    case 'external':
      return (
        <a {...rest} href={link.href} {...definedProps({ target: link.target, rel: link.rel })}>
          {children}
          {link.target === '_blank' && <NewTabHint />}
        </a>
      );
    case 'backToTop':
      return <BackToTopLink className={className}>{children}</BackToTopLink>;
  }
}
