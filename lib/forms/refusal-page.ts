import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import type { Refused } from '@/lib/leads/take-submission';
import { overHttps } from '@/lib/http/over-https';
import { findFormDefinition } from './form-definition';
import { requestCookie } from './form-post-reader';
import { activeFields, MAX_LENGTH, type FormField, type FormValues } from './fields';
import { refusalCookie, refusalCookieName, refusedLocation } from './refused-form';
import { processRefusalStore } from './refusal-store';
import type { FormRefusalView } from './without-scripts';

/**
 * The answer to a form sent without scripts that the server refused: a 303 to the page it came
 * from, which shows it again with the form's values kept and its errors beside the fields
 * (Post/Redirect/Get, docs/decisions/0010-forms-without-scripts.md), or, where that page cannot
 * show it, a short self-contained document that says why.
 */

/** Refusals worth the page again: a visitor who can correct or simply resend. Spam, limits and outages are not. */
const RENDERED_AGAIN = new Set(['invalid_fields', 'too_fast', 'in_future', 'expired_form', 'idempotency_conflict', 'unavailable', 'stale_notice']);

/**
 * The values a refused form is rendered with again: those of its visible controls, except files
 * (a browser never lets a page preselect one) and hidden fields (the page renders their own).
 */
export function keptValues(fields: readonly FormField[], values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const f of activeFields(fields)) {
    if (f.type === 'file' || f.type === 'hidden' || !(f.name in values)) continue;
    kept[f.name] = withinLength(values[f.name], longestOf(f));
  }
  return kept;
}

/**
 * A value cut to what its control accepts: a refused page shows the visitor's text
 * again, never megabytes of it, and the refusal store holds no more.
 */
const longestOf = (f: FormField): number => (f.type in MAX_LENGTH ? MAX_LENGTH[f.type as keyof typeof MAX_LENGTH] : MAX_LENGTH.choice);
function withinLength(value: unknown, max: number): unknown {
  if (typeof value === 'string') return value.slice(0, max);
  if (Array.isArray(value)) return value.slice(0, 10).map((v) => withinLength(v, max));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).slice(0, 10).map(([k, v]) => [k.slice(0, 64), withinLength(v, max)]));
  return value;
}

/** What the refused form shows, with the form's definition (from the outcome, or looked up again). */
async function refusalView(outcome: Refused): Promise<{ pathname: string; view: FormRefusalView } | null> {
  const { sent } = outcome;
  if (!sent || !RENDERED_AGAIN.has(outcome.code)) return null;
  const definition = outcome.definition ?? (await findFormDefinition(sent.pathname, sent.formId).catch(() => null));
  if (!definition) return null;
  const values = outcome.values ?? (await sent.values(definition.fields));
  const view = { formId: definition.formId, code: outcome.code, message: outcome.message, fields: outcome.fields ?? {}, values: keptValues(definition.fields, values) };
  return { pathname: definition.pathname, view };
}

const refusals = () => processRefusalStore(env().REDIS_URL);

/**
 * The page of the refused form, asked for again by the browser (refused-form.ts): the refusal
 * kept, its id in the cookie in place of the one this browser held, 303 to the page at its form.
 * Null where the page cannot show it (spam, limits, no such form, nothing could be kept).
 */
export async function refusedRedirect(request: Request, outcome: Refused): Promise<NextResponse | null> {
  const found = await refusalView(outcome);
  const id = found && (await refusals().keep(found.view));
  if (!found || !id) return null;
  const https = overHttps(request.headers);
  await refusals().drop(requestCookie(request.headers, refusalCookieName(https)));
  const response = new NextResponse(null, { status: 303, headers: { location: refusedLocation(found.pathname), 'cache-control': 'no-store' } });
  response.cookies.set(refusalCookie(https, id));
  return response;
}

/** A form sent: the refusal this browser was shown before is of no more use, and is forgotten with its cookie. */
export async function forgetRefusal(request: Request, response: NextResponse): Promise<NextResponse> {
  const https = overHttps(request.headers);
  const id = requestCookie(request.headers, refusalCookieName(https));
  if (id === undefined) return response;
  await refusals().drop(id);
  response.cookies.set({ ...refusalCookie(https, ''), maxAge: 0 });
  return response;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The policy of the short document: no script at all. */
export const REFUSAL_DOCUMENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** A short document for a refusal the page cannot show: its message and, when known, the way back. */
export function refusalDocument(message: string, back: string | null): string {
  const link = back && /^\/(?![/\\])/.test(back) ? back : '/';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>No pudimos enviar tu formulario</title><style>body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#1a1a2e}main{max-width:36rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.5rem;line-height:1.25}a{color:#003a70;font-weight:600}</style></head><body><main><h1>No pudimos enviar tu formulario</h1><p>${escape(message)}</p><p>Tus datos siguen en la página anterior: vuelve con el botón Atrás de tu navegador, o <a href="${escape(link)}">abre de nuevo el formulario</a>.</p></main></body></html>`;
}
