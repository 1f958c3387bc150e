/**
 * The five submission payloads of rules §3, built from validated form values and the request's
 * context. Pure: the API route supplies cookies, path and clock.
 *
 * Values are read by field name. The names a form's content should use:
 *   firstName, lastName, email, mobilePhone (or phone), telephone, address, documentType,
 *   documentNumber, personType, city, state (or province), country, habeasData,
 *   donotdisturblaw, preferredContactMethod, source, opportunityType, programType, program,
 *   modality, campus, sublist, ownerBTLDocumentNumber, ownerBTLName, classification, period,
 *   (or startPeriod), subPeriod, commentary, origin, event (events field), referredName, referredEmail,
 *   referredMobile, referredDocumentNumber, referredCity, referredState, referredCommentary,
 *   referredCountry, description (or message), type (or subject), class, academicRecordId, moduleName, moduleValue,
 *   attachment (file field), name, isStudent.
 * programType, modality, campus and program fall back to the page's programOffer.
 */
import type { Attachment, EventOption } from './field-schema';
import type { FormKind } from './kinds';

export const FIXED = {
  funnelState: '1',
  subFunnelState: '101',
  gender: '3',
  contactTime: 'Tarde',
  caseType: '2',
  channel: '20',
  classification: 'string',
} as const;

/** The placeholder attendee the potential payload carries (rules §3: "a fixed placeholder"). */
export const ATTENDEE_PLACEHOLDER = { documentNumber: '0', name: 'N/A' } as const;

export type PayloadContext = {
  /** The path of the page the form was sent from: landingName. */
  pathname: string;
  /** Campaign cookies (utm_source … gclid), already sanitized. */
  campaign: Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term' | 'gclid', string>>;
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

type Values = Readonly<Record<string, unknown>>;

const str = (v: Values, key: string): string => {
  const x = v[key];
  return typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : '';
};
const first = (v: Values, ...keys: string[]): string => keys.map((k) => str(v, k)).find((x) => x !== '') ?? '';
const yes = (x: unknown): boolean =>
  x === true || (typeof x === 'string' && ['si', 'sí'].includes(x.trim().toLowerCase()));
const code = (c: string) => ({ code: c });
const offerOf = (v: Values, ctx: PayloadContext, key: 'programType' | 'modality' | 'campus' | 'program') =>
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
export function timeOf(x: unknown): string {
  if (typeof x !== 'object' || x === null) return '';
  const { hour, minute } = x as { hour?: unknown; minute?: unknown };
  if (typeof hour !== 'string' || typeof minute !== 'string' || hour === '' || minute === '') return '';
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
}

/** Answers of the survey fields, in form order; none: no `survey` key at all. */
function survey(v: Values, ctx: PayloadContext) {
  const answers = (ctx.survey ?? []).map((f) => ({ question: f.label, answer: str(v, f.name) })).filter((a) => a.answer !== '');
  return answers.length ? { survey: answers } : {};
}

/**
 * The campaign and attribution values of a submission, read once (an absent parameter is ''):
 * each payload then names them its own way.
 */
function campaignValues(ctx: PayloadContext) {
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
function tracking(ctx: PayloadContext) {
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

const ownerBTL = (v: Values) => ({ documentNumber: str(v, 'ownerBTLDocumentNumber'), name: str(v, 'ownerBTLName') });

export function buildLeadPayload(v: Values, ctx: PayloadContext) {
  const modality = offerOf(v, ctx, 'modality');
  const campus = campusCode(offerOf(v, ctx, 'campus'));
  const callBack = timeOf(v.contactTime);
  return {
    contact: {
      donotdisturblaw: doNotDisturb(v),
      lastName: str(v, 'lastName'),
      firstName: str(v, 'firstName'),
      personType: code(str(v, 'personType')),
      documentType: code(str(v, 'documentType')),
      documentNumber: str(v, 'documentNumber'),
      city: code(str(v, 'city')),
      state: code(first(v, 'state', 'province')),
      country: code(str(v, 'country')),
      acceptanceURL: '',
      habeasData: yes(v.habeasData),
      email: str(v, 'email'),
      mobilePhone: first(v, 'mobilePhone', 'phone'),
      preferredContactMethod: { value: str(v, 'preferredContactMethod') },
      /** The call-back time the visitor chose, when asked (the stock program form). */
      ...(callBack ? { contactTime: { value: callBack } } : {}),
    },
    opportunities: [
      {
        source: code(str(v, 'source') || (ctx.campaign.utm_source ?? '')),
        opportunityType: code(str(v, 'opportunityType') || offerOf(v, ctx, 'programType')),
        details: { sublist: str(v, 'sublist'), ...(usesSite(modality, ctx) ? { site: code(campus) } : { campus: code(campus) }) },
        programType: code(offerOf(v, ctx, 'programType')),
        program: code(offerOf(v, ctx, 'program')),
        modality: code(modality),
        funnelState: code(FIXED.funnelState),
        subFunnelState: code(FIXED.subFunnelState),
        ...tracking(ctx),
        ownerBTL: ownerBTL(v),
      },
    ],
    ...survey(v, ctx),
  };
}

export function buildPotentialPayload(v: Values, ctx: PayloadContext) {
  const { landingName, ...track } = tracking(ctx);
  return {
    potential: {
      donotdisturblaw: doNotDisturb(v),
      address: str(v, 'address'),
      email: str(v, 'email'),
      lastName: str(v, 'lastName'),
      firstName: str(v, 'firstName'),
      documentType: code(str(v, 'documentType')),
      landingName,
      documentNumber: str(v, 'documentNumber'),
      classification: code(str(v, 'classification') || FIXED.classification),
      city: code(str(v, 'city')),
      state: code(first(v, 'state', 'province')),
      country: code(str(v, 'country')),
      personType: code(str(v, 'personType')),
      gender: { value: FIXED.gender },
      period: first(v, 'period', 'startPeriod'),
      subPeriod: str(v, 'subPeriod'),
      habeasData: yes(v.habeasData),
      attendee: { ...ATTENDEE_PLACEHOLDER },
      contactTime: { value: FIXED.contactTime },
      telephone: str(v, 'telephone'),
      mobilePhone: first(v, 'mobilePhone', 'phone'),
      ...track,
      source: code(str(v, 'source') || (ctx.campaign.utm_source ?? '')),
      preferredContactMethod: { value: str(v, 'preferredContactMethod') },
      interest: {
        program: code(offerOf(v, ctx, 'program')),
        modality: code(offerOf(v, ctx, 'modality')),
        ownerBTL: ownerBTL(v),
        schoolData: {},
      },
    },
    ...survey(v, ctx),
  };
}

/** Digits of a phone as a number, or null when there are none. */
const phoneNumber = (s: string): number | null => {
  const digits = s.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};

/** Epoch seconds or an ISO string → ISO, '' when absent or invalid. */
const iso = (t: number | string | undefined): string => {
  if (t === undefined || t === '') return '';
  const d = typeof t === 'number' ? new Date(t * 1000) : new Date(t);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
};

export function buildLandingPayload(v: Values, ctx: PayloadContext) {
  const picked = ctx.events?.find((e) => e.value === str(v, 'event'));
  const t = campaignValues(ctx);
  return {
    date: ctx.now.toISOString(),
    landing: ctx.pathname,
    name: str(v, 'firstName') || str(v, 'name'),
    lastname: str(v, 'lastName'),
    documentType: str(v, 'documentType'),
    documentNumber: str(v, 'documentNumber'),
    email: str(v, 'email'),
    mobile: [first(v, 'phone', 'mobilePhone'), str(v, 'telephone')].map(phoneNumber).filter((n): n is number => n !== null),
    // The landing form has no time field: a preferred call-back time travels in the commentary.
    commentary: [str(v, 'commentary'), timeOf(v.preferredTime) && `Hora preferida de contacto: ${timeOf(v.preferredTime)}`].filter(Boolean).join('\n'),
    city: str(v, 'city'),
    province: first(v, 'province', 'state'),
    country: str(v, 'country'),
    origin: str(v, 'origin'),
    habeasData: yes(v.habeasData),
    events: picked
      ? { name: picked.title ?? picked.label, location: picked.location, datetimeStart: iso(picked.start), datetimeEnd: iso(picked.end) }
      : { name: '', location: '', datetimeStart: '', datetimeEnd: '' },
    personType: str(v, 'personType'),
    gender: FIXED.gender,
    program: offerOf(v, ctx, 'program'),
    modality: offerOf(v, ctx, 'modality'),
    firstImpactDate: ctx.firstImpactDate,
    referred: {
      name: str(v, 'referredName'),
      email: str(v, 'referredEmail'),
      mobile: str(v, 'referredMobile'),
      DocumentNumber: str(v, 'referredDocumentNumber'),
      city: str(v, 'referredCity'),
      province: str(v, 'referredState'),
      commentary: str(v, 'referredCommentary'),
      country: str(v, 'referredCountry'),
    },
    utm: {
      landingContent: t.content,
      landingCampaign: t.campaign,
      landingMedio: t.medium,
      landingSource: t.source,
      landingTerm: t.term,
      gClidMedios: t.gclid,
      landingDescription: t.description,
      landingName: t.name,
    },
    ...survey(v, ctx),
  };
}

const attachments = (x: unknown): Attachment[] =>
  Array.isArray(x)
    ? x.filter((a): a is Attachment => typeof a === 'object' && a !== null && typeof (a as Attachment).content === 'string')
    : [];

export function buildWebCasePayload(v: Values) {
  return {
    documentNumber: str(v, 'documentNumber'),
    email: str(v, 'email'),
    type: code(first(v, 'type', 'subject')),
    description: first(v, 'description', 'message'),
    class: code(str(v, 'class')),
    caseType: { value: FIXED.caseType },
    academicRecord: { academicRecordId: str(v, 'academicRecordId') },
    channel: code(FIXED.channel),
    module: { name: str(v, 'moduleName'), value: str(v, 'moduleValue') },
    attachment: attachments(v.attachment).map(({ name, type, size, content }) => ({ name, type, size, content })),
  };
}

export function buildSubscriptionPayload(v: Values) {
  return {
    email: str(v, 'email'),
    name: first(v, 'name', 'firstName'),
    isStudent: yes(v.isStudent),
    habeasData: yes(v.habeasData),
  };
}

/** The payload of a form kind. */
export function buildPayload(kind: FormKind, values: Values, ctx: PayloadContext): Record<string, unknown> {
  switch (kind) {
    case 'lead':
      return buildLeadPayload(values, ctx);
    case 'potential':
      return buildPotentialPayload(values, ctx);
    case 'landing':
      return buildLandingPayload(values, ctx);
    case 'webcase':
      return buildWebCasePayload(values);
    case 'subscription':
      return buildSubscriptionPayload(values);
  }
}
