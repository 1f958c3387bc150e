import type { BlockData } from '@/lib/content/schema';
import { navLinkId } from '@/lib/links/classify';
import { SEARCH_PATH } from '@/lib/page/resolve';
import { COMPARE_PATH } from '@/lib/shortlist/shortlist';
import { NavToggle } from './nav-toggle.client';
import { HeaderSearch } from './header-search.client';
import styles from './site-header.module.css';

type Props = { header: BlockData<'header'> | null; universityName: string; regulator?: string };

/** Header: logo (with the regulator's mark where the law asks for one), search and the navigation; the menu toggle is the only client part. */
export function SiteHeader({ header, universityName, regulator }: Props) {
  return (
    <header className={styles.header} id="site-header">
      <div className={`container ${styles.bar}`}>
        <div className={styles.brandGroup}>
          <a className={styles.brand} aria-label={`${universityName}: inicio`} href="/">
            {header ? (
              // eslint-disable-next-line @next/next/no-img-element -- an SVG logo with fixed size
              <img src={header.logo.src} alt={header.logo.alt} width={header.logo.width} height={header.logo.height} />
            ) : (
              <span>{universityName}</span>
            )}
          </a>
          {regulator && <p className={styles.regulator}>{regulator}</p>}
        </div>
        {/* A plain link, its icon drawn in CSS: the shortlist island of a page that has one fills
            in its count and list (lib/shortlist/store.ts); a page without it ships no script for
            it. Every byte here is paid twice on every page (HTML and RSC payload). */}
        <a href={COMPARE_PATH} className={styles.compare} aria-label="Comparar programas">
          <span className={styles.count} />
        </a>
        <HeaderSearch searchPath={SEARCH_PATH} />
        {header && (
          <NavToggle label="Menú principal">
            <ul className={styles.nav}>
              {header.nav.map((item) => (
                <li key={item.link} className={styles.item}>
                  <a id={`nav_${navLinkId(item.label)}`} className={styles.link} href={item.link}>
                    {item.label}
                  </a>
                  {item.children && item.children.length > 0 && (
                    <ul className={styles.sub}>
                      {item.children.map((child) => (
                        <li key={child.link}>
                          <a className={styles.subLink} href={child.link}>
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            {header.cta && (
              <a className={`btn btn--warm ${styles.cta}`} href={header.cta.link}>
                {header.cta.label}
              </a>
            )}
          </NavToggle>
        )}
      </div>
    </header>
  );
}
