/**
 * Every cookie and browser-storage key the site writes (docs/decisions/0015-rights-and-cookies.md).
 * The cookie policy page is rendered from this list, and e2e/privacy-cookies.spec.ts checks that a
 * browser holds nothing after a whole journey that is not here: a new key is added here first.
 */
import { COOKIE_CHOICE_COOKIE, COOKIE_CHOICE_MAX_AGE_S } from '@/lib/cookie-choice/choice-cookie.mjs';
import { FORM_CLOCK_COOKIE } from '@/lib/forms/form-token';
import { PENDING_STORAGE_KEY, PENDING_TTL_MS } from '@/lib/forms/pending';
import { VAULT_DB } from '@/lib/forms/pending-vault';
import { FIRST_IMPACT_COOKIE } from '@/lib/tracking/capture';
import { FBC_COOKIE } from '@/lib/tracking/click-ids';
import { WHATSAPP_COOKIE, WHATSAPP_MAX_AGE_S } from '@/lib/contact/whatsapp-lead';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_MAX_AGE_S, CAMPAIGN_MAX_AGE_S, CAMPAIGN_PARAMS } from '@/lib/tracking/campaign';

export type StorageArea = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB';

export type StorageEntry = {
  area: StorageArea;
  name: string;
  /** Why the site keeps it, in the visitor's words. */
  purpose: string;
  /** How long it lasts, in words (what the policy page shows). */
  duration: string;
  /** In seconds where it has a fixed lifetime; null: the browser session, or until the site removes it. */
  maxAgeS: number | null;
  /** Needed for what the visitor asked (a form, the choice itself): not subject to the choice. */
  necessary: boolean;
  /** What "Rechazar" does to it: a key kept describes only the visit and leaves only with a form the visitor sends. */
  onReject: 'kept' | 'deleted';
};

const DAY = 24 * 3600;
const days = (s: number) => `${Math.round(s / DAY)} días`;

const CAMPAIGN_PURPOSE = 'La campaña del enlace por el que llegaste («organico» si llegaste sin campaña); solo sale de tu navegador con un formulario que envíes.';

const campaignCookies: StorageEntry[] = CAMPAIGN_PARAMS.map((name) => ({
  area: 'cookie',
  name,
  purpose: CAMPAIGN_PURPOSE,
  duration: days(CAMPAIGN_MAX_AGE_S),
  maxAgeS: CAMPAIGN_MAX_AGE_S,
  necessary: false,
  onReject: 'kept',
}));

const campaignMirrors = (area: 'localStorage' | 'sessionStorage'): StorageEntry[] =>
  CAMPAIGN_PARAMS.map((name) => ({
    area,
    name,
    purpose: 'Copia de las cookies de campaña, para los formularios.',
    duration: area === 'localStorage' ? days(CAMPAIGN_MAX_AGE_S) : 'hasta cerrar la pestaña',
    maxAgeS: area === 'localStorage' ? CAMPAIGN_MAX_AGE_S : null,
    necessary: false,
    onReject: 'kept',
  }));

const programOffer: StorageEntry[] = (['programType', 'modality', 'campus', 'program'] as const).map((name) => ({
  area: 'localStorage',
  name,
  purpose: 'El programa de la página que visitaste, para preseleccionarlo en el formulario.',
  duration: 'hasta que visites otro programa o borres los datos del sitio',
  maxAgeS: null,
  necessary: true,
  onReject: 'kept',
}));

export const STORAGE_REGISTRY: readonly StorageEntry[] = [
  {
    area: 'cookie',
    name: COOKIE_CHOICE_COOKIE,
    purpose: 'Tu respuesta al aviso de cookies (aceptar o rechazar), para no preguntarte en cada página.',
    duration: days(COOKIE_CHOICE_MAX_AGE_S),
    maxAgeS: COOKIE_CHOICE_MAX_AGE_S,
    necessary: true,
    onReject: 'kept',
  },
  {
    area: 'cookie',
    name: FORM_CLOCK_COOKIE,
    purpose: 'Cuándo recibiste la página, para distinguir un formulario enviado por una persona de uno automático.',
    duration: 'hasta cerrar el navegador',
    maxAgeS: null,
    necessary: true,
    onReject: 'kept',
  },
  {
    area: 'cookie',
    name: WHATSAPP_COOKIE,
    purpose: 'La referencia de la solicitud que acabas de enviar y su programa, para ofrecerte escribirnos por WhatsApp en la página de gracias (solo si autorizaste WhatsApp).',
    duration: `${WHATSAPP_MAX_AGE_S / 60} minutos`,
    maxAgeS: WHATSAPP_MAX_AGE_S,
    necessary: true,
    onReject: 'kept',
  },
  ...campaignCookies,
  {
    area: 'cookie',
    name: FBC_COOKIE,
    purpose: 'El clic en un anuncio de Meta por el que llegaste, con su hora, en el formato de Meta; solo sale de tu navegador con un formulario que envíes.',
    duration: days(CAMPAIGN_MAX_AGE_S),
    maxAgeS: CAMPAIGN_MAX_AGE_S,
    necessary: false,
    onReject: 'kept',
  },
  {
    area: 'cookie',
    name: ATTRIBUTION_COOKIE,
    purpose: 'El historial de tus últimas 10 visitas (origen, tipo de dispositivo y fecha), para saber qué campañas funcionan.',
    duration: days(ATTRIBUTION_MAX_AGE_S),
    maxAgeS: ATTRIBUTION_MAX_AGE_S,
    necessary: false,
    onReject: 'deleted',
  },
  {
    area: 'cookie',
    name: FIRST_IMPACT_COOKIE,
    purpose: 'La fecha de tu primera visita, parte del mismo historial.',
    duration: days(ATTRIBUTION_MAX_AGE_S),
    maxAgeS: ATTRIBUTION_MAX_AGE_S,
    necessary: false,
    onReject: 'deleted',
  },
  ...campaignMirrors('localStorage'),
  ...campaignMirrors('sessionStorage'),
  ...programOffer,
  {
    area: 'localStorage',
    name: PENDING_STORAGE_KEY,
    purpose: 'Un formulario que enviaste sin conexión, guardado cifrado en tu navegador hasta que llegue.',
    duration: `hasta que se envíe, como máximo ${Math.round(PENDING_TTL_MS / 1000 / 3600)} horas`,
    maxAgeS: PENDING_TTL_MS / 1000,
    necessary: true,
    onReject: 'kept',
  },
  {
    area: 'indexedDB',
    name: VAULT_DB,
    purpose: 'La clave con la que tu navegador cifra un formulario enviado sin conexión; el navegador no deja leerla ni copiarla.',
    duration: 'hasta que borres los datos del sitio',
    maxAgeS: null,
    necessary: true,
    onReject: 'kept',
  },
];

/** The entry of a key, or undefined for one the site does not declare. */
export function registryEntry(area: StorageArea, name: string): StorageEntry | undefined {
  return STORAGE_REGISTRY.find((e) => e.area === area && e.name === name);
}

/** Entries that read the same on the policy page (the campaign cookies), shown as one row. */
export function groupedEntries(area: StorageArea): { names: string[]; entry: StorageEntry }[] {
  const rows: { names: string[]; entry: StorageEntry }[] = [];
  for (const entry of STORAGE_REGISTRY.filter((e) => e.area === area)) {
    const same = rows.find(({ entry: e }) => e.purpose === entry.purpose && e.duration === entry.duration && e.necessary === entry.necessary && e.onReject === entry.onReject);
    if (same) same.names.push(entry.name);
    else rows.push({ names: [entry.name], entry });
  }
  return rows;
}

/** The cookies "Rechazar" deletes and the site stops writing. */
export const COOKIES_DELETED_ON_REJECT: readonly string[] = STORAGE_REGISTRY.filter((e) => e.area === 'cookie' && e.onReject === 'deleted').map((e) => e.name);
