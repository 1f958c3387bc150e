/**
 * How the payload builders (payloads.ts) read a submission: the request's context, the values
 * by field name, and the shared pieces of rules §3 (campus N/A, the site-code rule, tracking).
 */
import type { Campaign } from '@/lib/tracking/campaign';
import type { EventOption } from './field-schema';
import { slotText } from './fields';

export type PayloadContext = {
  /** The path of the page the form was sent from: landingName. */
  pathname: string;
  /** Campaign cookies (utm_source … and the click ids), already sanitized; rules §3 sends gclid only. */
  campaign: Campaign;
  /** The attribution history, newest first. */
  attribution: readonly string[];
  /** ISO date of the first visit, '' when unknown. */
  firstImpactDate: string;
  /** The page's programOffer: fallback for programType, modality, campus and program. */
  offer?: { programType?: string; modality?: string; campus?: string; program?: string };
  /** Events offered by the form's events field, to describe the picked one. */
  events?: readonly EventOption[];
  /** University configuration (rules §3, §9): the modality whose leads carry a site code… */
  modalityRule: string;
  /** …and the alternative mode, where SEMI and VIR carry a site code too. */
  alternativeMode: boolean;
  /** Survey fields of the form (rules §5): their answers travel as `survey`. */
  survey?: readonly { name: string; label: string }[];
  now: Date;
};

export type Values = Readonly<Record<string, unknown>>;

export const str = (v: Values, key: string): string => {
  const x = v[key];
  return typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : '';
};
export const first = (v: Values, ...keys: string[]): string => keys.map((k) => str(v, k)).find((x) => x !== '') ?? '';
export const yes = (x: unknown): boolean =>
  x === true || (typeof x === 'string' && ['si', 'sí'].includes(x.trim().toLowerCase()));
export const code = (c: string) => ({ code: c });
export const offerOf = (v: Values, ctx: PayloadContext, key: 'programType' | 'modality' | 'campus' | 'program') =>
  str(v, key) || (ctx.offer?.[key] ?? '').trim();

/** donotdisturblaw: true when the answer is true or "si" (rules §3). */
export const doNotDisturb = (v: Values) => yes(v.donotdisturblaw);
/** A campus "N/A" becomes empty (rules §3). */
export const campusCode = (campus: string) => (campus.trim().toUpperCase() === 'N/A' ? '' : campus.trim());

/** Site code when the modality is the configured rule modality, or SEMI/VIR in alternative mode (rules §3). */
export function usesSite(modality: string, ctx: Pick<PayloadContext, 'modalityRule' | 'alternativeMode'>): boolean {
  const m = modality.trim().toUpperCase();
  return (m !== '' && m === ctx.modalityRule.trim().toUpperCase()) || (ctx.alternativeMode && (m === 'SEMI' || m === 'VIR'));
}

/** A time control's answer as "HH:MM", '' when not given. */
export const timeOf = (x: unknown): string => slotText(x).split('T')[1] ?? '';

/** Answers of the survey fields, in form order; none: no `survey` key at all. */
export function survey(v: Values, ctx: PayloadContext) {
  const answers = (ctx.survey ?? []).map((f) => ({ question: f.label, answer: str(v, f.name) })).filter((a) => a.answer !== '');
  return answers.length ? { survey: answers } : {};
}

/**
 * The campaign and attribution values of a submission, read once (an absent parameter is ''):
 * each payload then names them its own way.
 */
export function campaignValues(ctx: PayloadContext) {
  const c = ctx.campaign;
  return {
    content: c.utm_content ?? '',
    term: c.utm_term ?? '',
    campaign: c.utm_campaign ?? '',
    source: c.utm_source ?? '',
    medium: c.utm_medium ?? '',
    gclid: c.gclid ?? '',
    description: ctx.attribution.join('|'),
    name: ctx.pathname,
  };
}

/** The tracking fields shared by lead and potential. */
export function tracking(ctx: PayloadContext) {
  const t = campaignValues(ctx);
  return {
    landingContent: t.content,
    utm_term: t.term,
    utm_campaign: t.campaign,
    utm_source: t.source,
    utm_media: t.medium,
    gClidMedios: t.gclid,
    landingDescription: t.description,
    firstImpactDate: ctx.firstImpactDate,
    landingName: t.name,
  };
}

export const ownerBTL = (v: Values) => ({ documentNumber: str(v, 'ownerBTLDocumentNumber'), name: str(v, 'ownerBTLName') });
