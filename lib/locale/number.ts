/**
 * Numbers as every site locale writes them (rules §1): dot grouping, comma decimals. Apart from
 * format.ts so that a client island can use it without the date library.
 */

/** Formats |value| with dot grouping and comma decimals; '-' only when a non-zero digit shows. */
export function formatParts(value: number, minDigits: number, maxDigits: number): string {
  if (!Number.isFinite(value)) return '';
  const abs = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: minDigits,
    maximumFractionDigits: maxDigits,
    useGrouping: true,
  })
    .format(Math.abs(value))
    .replace(/[.,]/g, (c) => (c === ',' ? '.' : ','));
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
