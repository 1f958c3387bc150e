import type { BlockData } from '@/lib/content/schema';
import { footerColumnClass, footerItemKind } from '@/lib/layout/footer-collapse';
import { linkTarget, navLinkId } from '@/lib/links/classify';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SmartLink } from '@/components/ui/smart-link';
import { FooterColumns } from './footer-islands.client';
import { SocialIcon } from './social-icon';
import styles from './site-footer.module.css';

type Grid = BlockData<'content_module'>;
type Item = Grid['content']['row'][number]['column'][number]['items_column'][number];

function NavLinks({ links }: { links: { label: string; path: string }[] }) {
  return (
    <ul className={styles.links}>
      {links.map((l) => (
        <li key={l.path}>
          <a id={navLinkId(l.label)} href={l.path}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One column item, by its identifier (matched case-insensitively, rules §2 Footer grid). */
function FooterItem({ item }: { item: Item }) {
  const first = item.link?.[0];
  const target = linkTarget(item.target);
  switch (footerItemKind(item.identifier)) {
    case 'content':
      return <NavLinks links={item.content ?? []} />;
    case 'categories':
      return <NavLinks links={item.category ?? []} />;
    case 'textos':
      // CMS rich text, sanitized on the server (lib/content/blocks.ts).
      return item.text ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: item.text }} /> : null;
    case 'button':
      return first ? (
        <SmartLink href={first.link} file={item.file} nofollow={item.nofollow} target={target} className="btn btn--secondary">
          {first.name}
        </SmartLink>
      ) : null;
    case 'link_icon':
      return first ? (
        <SmartLink href={first.link} nofollow={item.nofollow} target={target} className={styles.iconLink}>
          {item.icon && <SocialIcon name={item.icon} />}
          {first.name}
        </SmartLink>
      ) : null;
    case 'images_link': {
      const image = item.image?.[0];
      if (!image) return null;
      const picture = <ResponsiveImage image={image} sizes="160px" className={styles.badge} />;
      return first ? (
        <SmartLink href={first.link} nofollow={item.nofollow} target={target} className={styles.badgeLink}>
          {picture}
        </SmartLink>
      ) : (
        picture
      );
    }
    default:
      return null;
  }
}

/** The footer grid: rows of columns `col-12 col-lg-{n}`, collapsible on phones and tablets. */
export function FooterGrid({ grid }: { grid: Grid }) {
  if (!grid.visible) return null;
  return (
    <div className={styles.grid} id={grid.id_element}>
      <div className="container">
        {grid.content.row.map((row, r) => (
          <FooterColumns
            // Rows have no id in the content model; their position is their identity.
            key={`row-${r}`}
            collapse={grid.collapse}
            fullCollapse={grid.fullCollapse}
            columns={row.column.map((column, c) => ({
              id: column.id_element ?? `footer-col-${r}-${c}`,
              className: footerColumnClass(column.number_columns),
              title: column.link[0]?.name ?? null,
              titleHref: column.link[0]?.link ?? null,
              body: (
                <>
                  {column.items_column.map((item, i) => (
                    <FooterItem key={item.id_element ?? `${item.identifier}-${i}`} item={item} />
                  ))}
                </>
              ),
            }))}
          />
        ))}
      </div>
    </div>
  );
}
