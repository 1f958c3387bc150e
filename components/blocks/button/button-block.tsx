import { SmartLink } from '@/components/ui/smart-link';
import type { BlockProps } from '../types';
import styles from './button-block.module.css';

/** CMS class → the design system's button variant; unknown classes keep the primary look. */
function variant(cmsClass: string | undefined): string {
  const tokens = (cmsClass ?? '').toLowerCase();
  if (/\b(secondary|outline|ghost)\b/.test(tokens)) return 'btn btn--secondary';
  if (/\b(warm|cta|accent|yellow)\b/.test(tokens)) return 'btn btn--warm';
  return 'btn';
}

/** A call to action: a page, an anchor, a file or an external site (rules §2). */
export function ButtonBlock({ block }: BlockProps<'button'>) {
  const { link } = block.data;
  return (
    <div className={styles.wrap}>
      <div className="container">
        <SmartLink
          href={link.link}
          file={link.file}
          nofollow={link.nofollow}
          target={link.target}
          className={`${variant(block.data.class)} ${styles.button}`}
        >
          {link.label}
        </SmartLink>
      </div>
    </div>
  );
}
