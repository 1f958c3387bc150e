'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { whatsappHref } from '@/lib/contact/links';
import styles from './share.module.css';

type Props = {
  /** The page's absolute canonical URL (siteUrl + pathname), never the browser's host. */
  url: string;
  title: string;
  text?: string;
  /** Absolute image URL (Pinterest needs one). */
  image?: string;
};

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString();

/** Rules §7: popups to the share endpoints of six networks. */
const NETWORKS: { id: string; label: string; href: (p: Props) => string }[] = [
  { id: 'facebook', label: 'Facebook', href: (p) => `https://www.facebook.com/sharer/sharer.php?${query({ u: p.url })}` },
  { id: 'x', label: 'X', href: (p) => `https://x.com/intent/post?${query({ url: p.url, text: p.title })}` },
  { id: 'linkedin', label: 'LinkedIn', href: (p) => `https://www.linkedin.com/sharing/share-offsite/?${query({ url: p.url })}` },
  { id: 'telegram', label: 'Telegram', href: (p) => `https://t.me/share/url?${query({ url: p.url, text: p.title })}` },
  { id: 'reddit', label: 'Reddit', href: (p) => `https://www.reddit.com/submit?${query({ url: p.url, title: p.title })}` },
  {
    id: 'pinterest',
    label: 'Pinterest',
    href: (p) => `https://www.pinterest.com/pin/create/button/?${query({ url: p.url, media: p.image, description: p.title })}`,
  },
];

const POPUP = { width: 600, height: 560 };
const noop = () => () => {};
const canNativeShare = () => typeof navigator.share === 'function';

/** A centred, sized popup; when it is blocked the link simply opens in a new tab. */
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  const { width, height } = POPUP;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  const popup = window.open(event.currentTarget.href, 'compartir', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  if (popup) {
    popup.opener = null;
    event.preventDefault();
  }
}

/** Copies text through the Clipboard API, or the selection fallback on older browsers. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Social sharing of a detail page: native share first on phones, networks, WhatsApp, copy. */
export function Share(props: Props) {
  const { url, title, text } = props;
  const titleId = useId();
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const native = useSyncExternalStore(noop, canNativeShare, () => false);
  const hydrated = useHydrated();
  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = (message: string) => {
    setStatus(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), 5_000);
  };
  const copy = async () => {
    announce((await copyText(url)) ? 'Enlace copiado' : 'No pudimos copiar el enlace. Cópialo desde la barra de direcciones.');
  };
  const shareNatively = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Dismissed by the visitor, or refused: the other options remain.
    }
  };
  // wa.me opens the app on a phone and WhatsApp Web elsewhere: one link that always works.
  const whatsapp = whatsappHref(null, `${title} ${url}`);

  return (
    <aside className={styles.share} aria-labelledby={titleId} data-share="">
      <h2 id={titleId} className={styles.title}>
        Comparte esta página
      </h2>
      <ul className={styles.list}>
        {native && (
          <li>
            <button type="button" className={`${styles.item} ${styles.primary}`} onClick={shareNatively}>
              Compartir…
            </button>
          </li>
        )}
        <li>
          <a
            href={whatsapp}
            className={`${styles.item} ${styles.whatsapp}`}
            data-network="whatsapp"
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="visually-hidden">Enviar por </span>WhatsApp
            <span className="visually-hidden"> (se abre en una ventana nueva)</span>
          </a>
        </li>
        {NETWORKS.map((network) => (
          <li key={network.id}>
            <a
              href={network.href(props)}
              className={`${styles.item} ${styles[network.id] ?? ''}`}
              data-network={network.id}
              target="_blank"
              rel="noopener noreferrer"
              onClick={openPopup}
            >
              <span className="visually-hidden">Compartir en </span>
              {network.label}
              <span className="visually-hidden"> (se abre en una ventana nueva)</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} onClick={copy} disabled={!hydrated} data-share-copy="">
            Copiar enlace
          </button>
        </li>
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </aside>
  );
}
