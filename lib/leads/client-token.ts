import 'server-only';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * The encrypted client token of rules §9: a fixed prefix plus the current UTC hour, AES-encrypted
 * with CLIENT_TOKEN_SECRET. Made on the server only (the secret never reaches the browser) and
 * sent to the CRM as `X-Client-Token`.
 */
export const CLIENT_TOKEN_PREFIX = 'sitio-web-';
export const CLIENT_TOKEN_HEADER = 'X-Client-Token';

/** The clear text for a moment: prefix + the UTC hour, two digits. */
export const clientTokenText = (now: Date) => `${CLIENT_TOKEN_PREFIX}${String(now.getUTCHours()).padStart(2, '0')}`;

export function makeClientToken(secret: string, now: Date = new Date()): string {
  return AES.encrypt(clientTokenText(now), secret).toString();
}

/** Decrypt a token (for the CRM side and tests); '' when it cannot be read. */
export function readClientToken(token: string, secret: string): string {
  try {
    return AES.decrypt(token, secret).toString(Utf8);
  } catch {
    return '';
  }
}
