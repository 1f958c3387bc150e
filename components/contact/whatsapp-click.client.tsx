'use client';

import { useEffect } from 'react';
import { readCookie } from '@/lib/browser/storage';
import { COOKIE_CHOICE_COOKIE, readCookieChoice } from '@/lib/cookie-choice/choice-cookie.mjs';

/** After "Aceptar", opening WhatsApp from the thank-you page pushes `contact_whatsapp` with the lead's reference. */
export function WhatsappClick() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-contact="whatsapp"]');
      if (!link || readCookieChoice(readCookie(COOKIE_CHOICE_COOKIE)) !== 'accepted') return;
      const w = window as Window & { dataLayer?: unknown[] };
      (w.dataLayer ??= []).push({ event: 'contact_whatsapp', lead_reference: link.getAttribute('data-lead-ref') ?? '' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
