import { startLoopback, type Loopback } from '../test/loopback';

/**
 * A stand-in OTLP/HTTP receiver for e2e/traces.spec.ts: it takes `POST /v1/traces` in the
 * `http/json` protocol and keeps every span it was sent, with its service's name.
 */
type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: { key: string; value: AnyValue }[]; links?: { traceId: string; spanId: string }[] };
type OtlpBody = { resourceSpans?: { resource?: { attributes?: { key: string; value: AnyValue }[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[] };

export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
  /** The spans it is linked to, by trace and span id. */
  links: string[];
};
export type OtlpReceiver = Loopback & { spans: () => ReceivedSpan[] };

const valueOf = (v: AnyValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? ''));
const record = (list: { key: string; value: AnyValue }[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const receiver = await startLoopback((req, res) => {
    const ok = req.method === 'POST' && req.url === '/v1/traces' && req.headers['content-type'] === 'application/json';
    res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' }).end('{}');
  });
  const spans = () =>
    receiver.calls.flatMap((call) =>
      ((JSON.parse(call.body) as OtlpBody).resourceSpans ?? []).flatMap((rs) => {
        const service = String(record(rs.resource?.attributes)['service.name'] ?? '');
        return (rs.scopeSpans ?? []).flatMap((ss) =>
          (ss.spans ?? []).map((s) => ({ service, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, attributes: record(s.attributes), links: (s.links ?? []).map((l) => `${l.traceId}/${l.spanId}`) })),
        );
      }),
    );
  return { ...receiver, spans };
}
