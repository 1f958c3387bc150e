import { RequestIdProcessor } from './request-id-processor';

/**
 * Registers OpenTelemetry for the process: imported by instrumentation.ts only when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set. @vercel/otel reads the standard variables itself: the
 * endpoint (`/v1/traces` appended), `OTEL_EXPORTER_OTLP_PROTOCOL` (`http/protobuf` by default,
 * or `http/json`), `OTEL_SERVICE_NAME` (over the name given here), `OTEL_EXPORTER_OTLP_HEADERS`
 * and the batch processor's `OTEL_BSP_*`. Its fetch instrumentation replaces Next's own fetch
 * span with one per call that leaves the process (lib/telemetry/upstream-span.ts names them).
 */
export async function registerTracing() {
  // Imported where tracing starts, never statically: decision 0030.
  const { registerOTel } = await import(/* turbopackIgnore: true */ '@vercel/otel');
  registerOTel({ serviceName: 'university-site', spanProcessors: ['auto', new RequestIdProcessor()] });
}
