import { SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * The site's own spans (a lead's acceptance and delivery), through the OpenTelemetry API alone.
 * Without a registered tracer provider (no `OTEL_EXPORTER_OTLP_ENDPOINT`, instrumentation.ts) the
 * API hands out non-recording spans: nothing is kept or sent, and no SDK module is loaded. The
 * API itself is no extra load: Next's server loads its own copy of it on every start.
 */
const TRACER = 'university-site';

/** Run `fn` in an active span `name`: a failure marks the span as an error and is thrown on. */
export function inSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => Promise<T>): Promise<T> {
  return trace.getTracer(TRACER).startActiveSpan(name, { attributes }, async (span) => {
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
