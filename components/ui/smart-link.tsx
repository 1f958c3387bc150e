import Link from 'next/link';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { classifyLink } from '@/lib/links/classify';

type AnchorAttributes = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'target' | 'rel' | 'className' | 'children'>;

export type SmartLinkProps = AnchorAttributes & {
  /** The CMS target: "/x" internal, "#x" anchor, "/backToTop", anything else external. */
  href: string;
  /** A button's file: replaces the target (spec §2). */
  file?: string;
  /** User-generated link: rel gets "ugc nofollow" when external. */
  nofollow?: boolean;
  /** The CMS target attribute; "_blank" opens an internal link in a new tab too. */
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
 * A link that behaves by the first character of its target (spec §2, `classifyLink`):
 * internal pages go through `next/link`; files, anchors and back-to-top are plain anchors;
 * external links open in a new tab with a safe `rel`.
 */
export function SmartLink({ href, file, nofollow, target, className, children, ...rest }: SmartLinkProps) {
  const link = classifyLink(href, { file, nofollow });
  switch (link.kind) {
    case 'internal': {
      if (target === '_blank') {
        return (
          <a {...rest} href={link.href} target="_blank" rel={NEW_TAB_REL} className={className}>
            {children}
            <NewTabHint />
          </a>
        );
      }
      // A file (PDF, image…) is not a page: no client navigation, no prefetch.
      if (file) {
        return (
          <a {...rest} href={link.href} className={className}>
            {children}
          </a>
        );
      }
      return (
        <Link {...rest} href={link.href} className={className}>
          {children}
        </Link>
      );
    }
    case 'anchor':
      return (
        <a {...rest} href={link.href} className={className} data-anchor-event={link.emitsAnchorEvent ? '' : undefined}>
          {children}
        </a>
      );
    case 'external':
      return (
        <a {...rest} href={link.href} target={link.target} rel={link.rel} className={className}>
          {children}
          <NewTabHint />
        </a>
      );
    case 'backToTop':
      return (
        <a {...rest} href="#top" className={className} data-back-to-top="">
          {children}
        </a>
      );
  }
}
