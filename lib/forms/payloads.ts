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
 * programType, modality, campus and program fall back to the page's programOffer. The lead's
 * `opportunityType` (the CRM's name) is the form's field of that name, or else the program type.
 */
import type { Attachment } from './field-schema';
import type { FormKind } from './kinds';
import { campaignValues, campusCode, code, first, offerOf, ownerBTL, str, survey, timeOf, tracking, usesSite, yes, doNotDisturb, type PayloadContext, type Values } from './payload-values';

export type { PayloadContext } from './payload-values';

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
