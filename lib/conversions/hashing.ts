/**
 * E-mail and phone normalised and hashed as the ad platforms publish it (docs/decisions/0020-click-ids.md),
 * the same code on the server (Meta's Conversions API, the offline files) and in the browser (the
 * tag's enhanced conversions): SHA-256 through Web Crypto, which both have, as lower-case hex.
 * - Meta (Conversions API, "customer information parameters"): e-mail trimmed and in lower case;
 *   phone as digits only with the country code, no `+`, no leading zeros.
 * - Google (enhanced conversions): e-mail trimmed, in lower case, and for gmail.com and
 *   googlemail.com without the dots before the `@`; phone in E.164 (`+` then up to 15 digits).
 */

/** The country calling code of each university's numbers: a number without one is taken as national. */
export const DIAL_CODES = { co: '57', pa: '507', cr: '506' } as const;
export type Country = keyof typeof DIAL_CODES;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Meta's e-mail: trimmed, lower case ('' when it is no address). */
export function metaEmail(email: string): string {
  const e = email.trim().toLowerCase();
  return EMAIL.test(e) ? e : '';
}

/** Google's e-mail: Meta's, and the dots of a Gmail address's name removed. */
export function googleEmail(email: string): string {
  const e = metaEmail(email);
  const at = e.lastIndexOf('@');
  const [name, domain] = [e.slice(0, at), e.slice(at + 1)];
  return domain === 'gmail.com' || domain === 'googlemail.com' ? `${name.replace(/\./g, '')}@${domain}` : e;
}

/**
 * The number's digits with its country code: `+` or `00` mark an international number; otherwise
 * leading zeros (a trunk prefix) go and the university's code comes first, unless the digits
 * already start with it and are as long as a full number would be. '' when it cannot be a number.
 */
export function metaPhone(phone: string, country: Country): string {
  const trimmed = phone.trim();
  const international = /^(\+|00)/.test(trimmed);
  let digits = trimmed.replace(/\D/g, '');
  if (international) digits = trimmed.startsWith('00') ? digits.slice(2) : digits;
  else {
    digits = digits.replace(/^0+/, '');
    const code = DIAL_CODES[country];
    const national = NATIONAL_LENGTH[country];
    if (!(digits.startsWith(code) && digits.length === code.length + national)) digits = code + digits;
  }
  digits = digits.replace(/^0+/, '');
  return digits.length >= 8 && digits.length <= 15 ? digits : '';
}

/** Digits of a national number, without the country code. */
const NATIONAL_LENGTH: Record<Country, number> = { co: 10, pa: 8, cr: 8 };

/** Google's phone: E.164. */
export function googlePhone(phone: string, country: Country): string {
  const digits = metaPhone(phone, country);
  return digits ? `+${digits}` : '';
}

/** SHA-256 of the text's UTF-8 bytes, lower-case hex; '' stays '' (nothing to send). */
export async function sha256Hex(text: string): Promise<string> {
  if (text === '') return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export type HashedContact = { email: string; phone: string };

/** Meta's hashed e-mail and phone ('' for what is missing). */
export const metaHashes = async (email: string, phone: string, country: Country): Promise<HashedContact> => ({
  email: await sha256Hex(metaEmail(email)),
  phone: await sha256Hex(metaPhone(phone, country)),
});

/** Google's hashed e-mail and phone ('' for what is missing). */
export const googleHashes = async (email: string, phone: string, country: Country): Promise<HashedContact> => ({
  email: await sha256Hex(googleEmail(email)),
  phone: await sha256Hex(googlePhone(phone, country)),
});
