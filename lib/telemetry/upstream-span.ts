import type { Attributes } from '@opentelemetry/api';

/**
 * How an upstream call's span is named (lib/http/upstream.ts). The span itself is made by
 * @vercel/otel's fetch instrumentation, registered with tracing (lib/telemetry/register.ts): it
 * wraps the runtime's fetch, so it sees each call that leaves the process (a hit in Next's data
 * cache makes none), and takes its name and attributes from the call's `opentelemetry` option.
 * Without tracing the option is an unread field of the call's options.
 */
export type UpstreamSpan = { spanName: string; attributes: Attributes };

/** Path segments that name one resource of a collection: one span name for all of them. */
const ID_AFTER = new Set(['block']);

/** A segment that is an id wherever it stands: a number, or a UUID. */
const ID = /^(\d+|[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})$/i;

/** The path as a route: ids (after `block`, numbers, UUIDs) become `{id}`, so that span names stay few. */
export function routeTemplate(path: string): string {
  const segments = path.split('/');
  return segments.map((segment, i) => (segment !== '' && (ID_AFTER.has(segments[i - 1] ?? '') || ID.test(segment)) ? '{id}' : segment)).join('/');
}

/** The span of a call to `input` for `purpose`: `upstream GET content /api/v2/web/block/{id}`; its URL without the query. */
export function upstreamSpan(purpose: string, method: string | undefined, input: RequestInfo | URL): UpstreamSpan | undefined {
  let url: URL;
  try {
    url = new URL(input instanceof Request ? input.url : input);
  } catch {
    return undefined; // fetch itself refuses it
  }
  const verb = (method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const route = routeTemplate(url.pathname);
  return {
    spanName: `upstream ${verb} ${purpose} ${route}`,
    attributes: {
      'upstream.purpose': purpose,
      'upstream.route': route,
      'http.method': verb,
      'url.path': url.pathname,
      // Replaces the instrumentation's own, which keeps the query: a search query is a visitor's text.
      'http.url': url.origin + url.pathname,
    },
  };
}
