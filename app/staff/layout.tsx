import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styles from './staff.module.css';

/** Staff pages: never indexed (also X-Robots-Tag, next.config.mjs), never cached, out of the sitemap. */
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className={styles.staff}>{children}</div>;
}
