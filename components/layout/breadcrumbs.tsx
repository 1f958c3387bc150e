import { buildBreadcrumbs } from '@/lib/page/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import styles from './breadcrumbs.module.css';

/** Breadcrumbs from the path (rules §2) with BreadcrumbList JSON-LD. */
export function Breadcrumbs({ pathname, siteUrl }: { pathname: string; siteUrl: string }) {
  const items = buildBreadcrumbs(pathname);
  if (items.length < 2) return null;
  return (
    <nav aria-label="Ruta de navegación" className={`container ${styles.nav}`}>
      <ol className={styles.list}>
        {items.map((c, i) => (
          <li key={c.href} className={styles.item}>
            {i === items.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <a href={c.href}>{c.label}</a>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.label,
            item: `${siteUrl}${c.href === '/' ? '' : c.href}`,
          })),
        }}
      />
    </nav>
  );
}
