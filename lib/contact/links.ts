/**
 * Tappable contact (spec: every phone, e-mail and WhatsApp is a link). Pure: used by the
 * components and by the crawl test that checks the rendered pages.
 */

/** Digits of a phone number with its leading +, e.g. "+57 601 745 2200" → "+576017452200". */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

/** `tel:` link of a phone number as written on the page. */
export const telHref = (phone: string): string => `tel:${dialable(phone)}`;

/** `mailto:` link of an address, with an optional subject. */
export const mailtoHref = (email: string, subject?: string): string =>
  `mailto:${email.trim()}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/**
 * A WhatsApp chat through `https://wa.me/`: the one address that opens the app on phones and
 * WhatsApp Web on desktops (a `whatsapp://` link does nothing where the app is missing).
 * Without a number it opens the share sheet with the text.
 */
export function whatsappHref(phone: string | null, text?: string): string {
  const number = phone ? dialable(phone).replace('+', '') : '';
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${number}${query}`;
}

/** Phone numbers as the content writes them: an international prefix and 7+ more digits. */
export const PHONE_PATTERN = /\+\d{1,3}[\s.-]?(?:\d[\s.-]?){6,12}\d/g;
/** E-mail addresses. */
export const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * A text cut into its plain runs and its phone numbers and e-mail addresses, each of those with
 * its link: rendered in order, the runs give back the text byte for byte (a privacy notice's
 * textContent is what its receipt hashes, docs/decisions/0012-consent-records.md).
 */
export function contactParts(text: string): { text: string; href?: string }[] {
  const found = [...text.matchAll(new RegExp(`${PHONE_PATTERN.source}|${EMAIL_PATTERN.source}`, 'g'))];
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const m of found) {
    const index = m.index ?? 0;
    if (index > at) parts.push({ text: text.slice(at, index) });
    parts.push({ text: m[0], href: m[0].includes('@') ? mailtoHref(m[0]) : telHref(m[0]) });
    at = index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
