/** The five kinds of lead form (rules §3): each has its payload and its CRM endpoint. */
export const FORM_KINDS = ['lead', 'potential', 'landing', 'webcase', 'subscription'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const isFormKind = (k: string): k is FormKind => (FORM_KINDS as readonly string[]).includes(k);
