/**
 * Money as the site writes it (rules §1), apart from format.ts so that a client island (the cost
 * estimator) can format amounts without the date library.
 */
import { formatParts } from './number';

export type CurrencyCode = 'COP' | 'PAB' | 'CRC';

/** Symbol and decimals of each university's currency (rules §1): pesos and colones have no cents. */
export const CURRENCY: Readonly<Record<CurrencyCode, { symbol: string; digits: number }>> = {
  COP: { symbol: '$', digits: 0 },
  PAB: { symbol: 'B/.', digits: 2 },
  CRC: { symbol: '₡', digits: 0 },
};

/**
 * Money (rules §1): "$1.234.568" (COP, 0 decimals), "B/.1.234,50" (PAB, 2 decimals),
 * "₡1.234.568" (CRC, 0 decimals); negatives as "-$5". Non-finite → "".
 */
export function formatCurrency(value: number, currency: CurrencyCode): string {
  const { symbol, digits } = CURRENCY[currency];
  const n = formatParts(value, digits, digits);
  if (n === '') return '';
  return n.startsWith('-') ? `-${symbol}${n.slice(1)}` : `${symbol}${n}`;
}
