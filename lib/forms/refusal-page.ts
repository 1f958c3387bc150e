import 'server-only';
import type { Refused } from '@/lib/leads/take-submission';
import { logger } from '@/lib/log';
import { findFormDefinition } from './form-definition';
import { activeFields, MAX_LENGTH, type FormField, type FormValues } from './fields';
import type { FormRefusalView } from './without-scripts';
import { keepRefusal, REFUSAL_HEADER } from './refusal-store';

/**
 * The answer to a form sent without scripts that the server refused: the page it came from,
 * rendered again by this very server with the form's values kept and its errors beside the fields
 * (docs/decisions/0010-forms-without-scripts.md), or, where that page cannot be rendered, a short
 * self-contained document that says why.
 */

/** Where this server answers itself (scripts/start-site.mjs sets it); unset, no page is rendered again. */
const INTERNAL_ORIGIN = 'SITE_INTERNAL_ORIGIN';

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

export type RenderedPage = { html: string; policy: string | null };

/**
 * The page at `pathname` with the refused form: asked of this server with the refusal's id
 * (next.config.mjs rewrites such a request to app/api/refused-form), so that it is the document the
 * Next adapter finishes for every page, its Content-Security-Policy included.
 */
export async function refusedPage(request: Request, outcome: Refused): Promise<RenderedPage | null> {
  const origin = process.env[INTERNAL_ORIGIN];
  const found = origin ? await refusalView(outcome) : null;
  if (!origin || !found) return null;
  const url = new URL(found.pathname, origin);
  if (url.origin !== new URL(origin).origin) return null;
  try {
    const res = await fetch(url, {
      headers: { [REFUSAL_HEADER]: keepRefusal(found.view), accept: 'text/html', 'x-forwarded-proto': request.headers.get('x-forwarded-proto') ?? 'http' },
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/html')) {
      logger.warn('form.refusal_page_failed', { status: res.status });
      await res.body?.cancel();
      return null;
    }
    return { html: await res.text(), policy: res.headers.get('content-security-policy') };
  } catch (error) {
    logger.warn('form.refusal_page_failed', { reason: String(error).slice(0, 200) });
    return null;
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The policy of the short document: no script at all. */
export const REFUSAL_DOCUMENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** A short document for a refusal the page cannot show: its message and, when known, the way back. */
export function refusalDocument(message: string, back: string | null): string {
  const link = back && /^\/(?![/\\])/.test(back) ? back : '/';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>No pudimos enviar tu formulario</title><style>body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#1a1a2e}main{max-width:36rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.5rem;line-height:1.25}a{color:#003a70;font-weight:600}</style></head><body><main><h1>No pudimos enviar tu formulario</h1><p>${escape(message)}</p><p>Tus datos siguen en la página anterior: vuelve con el botón Atrás de tu navegador, o <a href="${escape(link)}">abre de nuevo el formulario</a>.</p></main></body></html>`;
}
