import type { BlockData } from '@/lib/content/schema';
import { SmartLink } from '@/components/ui/smart-link';
import { linkTarget } from '@/lib/links/classify';
import { BackToTop } from './footer-islands.client';
import { FooterGrid } from './footer-grid';
import styles from './site-footer.module.css';

type Props = {
  grid: BlockData<'content_module'> | null;
  simple: BlockData<'simple_footer'> | null;
  backToTop: BlockData<'back_to_top'> | null;
  universityName: string;
};

/** The footer grid, the simple footer and the back-to-top control: the shell's lower half. */
export function SiteFooter({ grid, simple, backToTop, universityName }: Props) {
  return (
    <footer className={styles.footer}>
      {grid && <FooterGrid grid={grid} />}
      {simple?.visible !== false && (
        <div className={styles.simple} id={simple?.id_element}>
          <div className={`container ${styles.simpleRow}`}>
            {simple ? (
              simple.content.map((col, i) => (
                <div key={`${col.number_columns}-${i}`} className={styles.simpleCol}>
                  {col.texts.map((t) => (
                    <p key={t.text}>{t.text}</p>
                  ))}
                  {col.links && (
                    <ul className={`${styles.legal} ${col.links.parent_class_link ?? ''}`}>
                      {col.links.items.map((l) => (
                        <li key={l.id}>
                          <SmartLink href={l.link} target={linkTarget(l.target)} className={l.class}>
                            {l.text}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))
            ) : (
              <p>© {universityName}</p>
            )}
          </div>
        </div>
      )}
      {backToTop && <BackToTop label={backToTop.label} className={backToTop.back_to_top_class} />}
    </footer>
  );
}
