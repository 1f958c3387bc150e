import styles from './site-footer.module.css';

/**
 * The networks whose logo site-footer.module.css draws, from social-icons/ (Simple Icons, CC0: the
 * brands' own marks); any other shows its initial.
 */
export const DRAWN_ICONS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok', 'whatsapp'];

/**
 * A social link's logo, before its name (which names the link, so the logo is decoration). The
 * stylesheet draws it as a mask of its file, fetched only where a footer is shown: no bytes in the
 * HTML every page carries, none in the render-blocking stylesheet but the rule.
 */
export function SocialIcon({ name }: { name: string }) {
  const icon = name.trim().toLowerCase();
  return DRAWN_ICONS.includes(icon) ? (
    <span className={styles.icon} data-icon={icon} aria-hidden="true" />
  ) : (
    <span className={styles.icon} aria-hidden="true">
      {icon.charAt(0).toUpperCase()}
    </span>
  );
}
