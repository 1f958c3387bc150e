import type { PrivacyNotice } from '@/lib/content/schema';

type AnswerTime = PrivacyNotice['answerTimes']['query'];

const WHAT = {
  query: 'Tu consulta (conocer qué datos tenemos de ti y cómo los usamos)',
  claim: 'Tu reclamo (corregir o suprimir tus datos, revocar tu autorización u oponerte a su uso)',
} as const;

/**
 * A legal answer time in words, from the configuration (docs/decisions/0012-consent-records.md):
 * "… en un máximo de 10 días hábiles desde el día siguiente a su recibo (Ley 1581 de 2012, art. 14)."
 */
export function answerTimeText(kind: keyof typeof WHAT, { days, businessDays, basis }: AnswerTime): string {
  const unit = `${days === 1 ? 'día' : 'días'}${businessDays ? (days === 1 ? ' hábil' : ' hábiles') : ''}`;
  return `${WHAT[kind]} recibirá respuesta en un máximo de ${days} ${unit} desde el día siguiente a su recibo (${basis}).`;
}
