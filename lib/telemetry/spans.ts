import { SpanStatusCode, trace, type Attributes, type Span, type SpanOptions } from '@opentelemetry/api';

/**
 * The site's own spans (a lead's acceptance and delivery), through the OpenTelemetry API alone.
 * Without a registered tracer provider (no `OTEL_EXPORTER_OTLP_ENDPOINT`, instrumentation.ts) the
 * API hands out non-recording spans: nothing is kept or sent. "Nothing loaded" means no SDK,
 * exporter or instrumentation (@vercel/otel, @opentelemetry/sdk-*): the API is no extra load,
 * since Next's server requires it on every start (the installed one, else its own copy).
 */
const TRACER = 'university-site';

/**
 * Work that outlives the request that started it (a delivery after the answer) gets a trace of
 * its own, linked to the request's span: @vercel/otel ends every span still open in a trace when
 * the trace's root ends, which would cut it short.
 */
function options(attributes: Attributes, detached: boolean): SpanOptions {
  if (!detached) return { attributes };
  const started = trace.getActiveSpan()?.spanContext();
  return { attributes, root: true, links: started ? [{ context: started }] : [] };
}

/** Run `fn` in an active span `name` (`detached`: in a trace of its own): a failure marks the span as an error and is thrown on. */
export function inSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => Promise<T>, { detached = false } = {}): Promise<T> {
  return trace.getTracer(TRACER).startActiveSpan(name, options(attributes, detached), async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: String(error).slice(0, 200) });
      throw error;
    } finally {
      span.end();
    }
  });
}
