/**
 * Campaign parameters as marketing shares them (docs/decisions/0013-staff-workbench.md): one
 * spelling per value (lower case, no spaces or accents) so that `Facebook` and `facebook` are
 * never counted as two sources, the university's own vocabulary of sources and mediums, and
 * what is wrong with a pasted link's parameters. Pure.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

export type CampaignVocabulary = {
  sources: readonly string[];
  mediums: readonly string[];
  /** Source and medium pairs the team uses; another pair is allowed but named. */
  pairs: readonly (readonly [string, string])[];
};

/** The campaign cookies keep at most this many characters of a value (docs/decisions/0008-browser-cookies.md). */
export const UTM_MAX = 100;

/** "Matrículas 2027 Ñ" → "matriculas-2027-n": lower case, accents off, words joined by '-'. */
export function normaliseUtm(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, UTM_MAX);
}

/** The shareable URL: the landing on the public origin with the non-empty values, normalised, in a fixed order. */
export function campaignUrl(siteUrl: string, path: string, utm: Utm): string {
  const url = new URL(path, siteUrl);
  for (const key of UTM_KEYS) {
    const value = normaliseUtm(utm[key] ?? '');
    if (value) url.searchParams.set(key, value);
  }
  return url.toString();
}

export type CampaignIssue = {
  code: 'unknown_source' | 'unknown_medium' | 'unusual_pair' | 'mixed_case' | 'not_normalised' | 'empty_medium' | 'no_source' | 'gclid' | 'repeated';
  message: string;
};

const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const;

/** What is wrong with a link's campaign parameters, in Spanish, worst first; empty when nothing. */
export function campaignIssues(params: URLSearchParams, vocabulary: CampaignVocabulary): CampaignIssue[] {
  const issues: CampaignIssue[] = [];
  const hasCampaign = UTM_KEYS.some((k) => params.has(k));
  for (const id of CLICK_IDS) {
    if (params.has(id)) {
      issues.push({
        code: 'gclid',
        message: `El enlace lleva «${id}», un identificador de un clic de anuncio: se pegó desde una visita. Quítelo; la plataforma lo agrega sola en cada clic.`,
      });
    }
  }
  for (const key of UTM_KEYS) {
    const values = params.getAll(key);
    if (values.length > 1) issues.push({ code: 'repeated', message: `«${key}» aparece ${values.length} veces: solo cuenta una.` });
    const value = values[0];
    if (value === undefined || value === '') continue;
    if (value !== value.toLowerCase()) {
      issues.push({ code: 'mixed_case', message: `«${key}=${value}» mezcla mayúsculas: se contará aparte de «${value.toLowerCase()}». Use «${normaliseUtm(value)}».` });
    } else if (normaliseUtm(value) !== value) {
      issues.push({ code: 'not_normalised', message: `«${key}=${value}» tiene espacios, tildes o signos: use «${normaliseUtm(value)}».` });
    }
  }
  if (!hasCampaign) return issues;
  const source = params.get('utm_source') ?? '';
  const medium = params.get('utm_medium') ?? '';
  if (!source) issues.push({ code: 'no_source', message: 'Falta «utm_source»: el lead quedará como orgánico.' });
  if (!medium) issues.push({ code: 'empty_medium', message: '«utm_medium» está vacío o falta: no se sabrá por qué medio llegó el lead.' });
  const s = normaliseUtm(source);
  const m = normaliseUtm(medium);
  if (s && !vocabulary.sources.includes(s)) {
    issues.push({ code: 'unknown_source', message: `La fuente «${source}» no está en el vocabulario de la universidad (${vocabulary.sources.join(', ')}).` });
  }
  if (m && !vocabulary.mediums.includes(m)) {
    issues.push({ code: 'unknown_medium', message: `El medio «${medium}» no está en el vocabulario de la universidad (${vocabulary.mediums.join(', ')}).` });
  }
  if (s && m && vocabulary.sources.includes(s) && vocabulary.mediums.includes(m) && !vocabulary.pairs.some(([ps, pm]) => ps === s && pm === m)) {
    issues.push({ code: 'unusual_pair', message: `La pareja «${s} / ${m}» no es habitual: ${suggestedMediums(s, vocabulary).join(', ') || 'sin sugerencias'}.` });
  }
  return issues;
}

/** The mediums the team pairs with a source. */
export const suggestedMediums = (source: string, vocabulary: CampaignVocabulary) => vocabulary.pairs.filter(([s]) => s === source).map(([, m]) => m);
