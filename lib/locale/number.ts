/**
 * Numbers as every site locale writes them (rules §1): dot grouping, comma decimals. Apart from
 * format.ts so that a client island can use it without the date library.
 */

/** A number's shortest decimal form (what String(n) writes), without the exponent String uses below 1e-6 and from 1e21. */
function plainDecimal(abs: number): string {
  const [mantissa = '', exponent] = String(abs).split('e');
  if (exponent === undefined) return mantissa;
  const digits = mantissa.replace('.', '');
  const point = (mantissa.indexOf('.') + 1 || mantissa.length + 1) - 1 + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return point >= digits.length ? digits.padEnd(point, '0') : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** |value| rounded to `digits` decimals, ties away from zero: its whole part and its decimals. */
function rounded(abs: number, digits: number): [string, string] {
  const [whole = '0', fraction = ''] = plainDecimal(abs).split('.');
  const tie = fraction.length > digits && fraction.charAt(digits) >= '5';
  const units = (BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (tie ? 1n : 0n)).toString().padStart(digits + 1, '0');
  return [units.slice(0, units.length - digits), units.slice(units.length - digits)];
}

/**
 * Formats |value| with dot grouping and comma decimals; '-' only when a non-zero digit shows.
 * By hand rather than with Intl.NumberFormat, whose rounding it keeps (the shortest decimal form,
 * ties away from zero; a test compares them): the first Intl.NumberFormat a browser builds is a
 * long task of its own, paid by the hydration of any island that formats a number.
 */
export function formatParts(value: number, minDigits: number, maxDigits: number): string {
  if (!Number.isFinite(value)) return '';
  const [whole, fraction] = rounded(Math.abs(value), maxDigits);
  const decimals = fraction.replace(/0+$/, '').padEnd(minDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const abs = decimals === '' ? grouped : `${grouped},${decimals}`;
  return value < 0 && /[1-9]/.test(abs) ? `-${abs}` : abs;
}

/**
 * Number with dot grouping and comma decimals for every locale (rules §1), up to
 * `maxFractionDigits` decimals (default 2) and at least `minFractionDigits` (default 0):
 * 1234.5 → "1.234,5". Non-finite → "".
 */
export function formatNumber(value: number, maxFractionDigits = 2, minFractionDigits = 0): string {
  return formatParts(value, Math.min(minFractionDigits, maxFractionDigits), maxFractionDigits);
}
