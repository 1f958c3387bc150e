import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { runForRequest } from '@/server/request-context.mjs';
import { REQUEST_ID_ATTRIBUTE, RequestIdProcessor } from './request-id-processor';
import { inSpan } from './spans';

// A real SDK provider, as lib/telemetry/register.ts sets one up, its spans kept in memory.
const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new RequestIdProcessor(), new SimpleSpanProcessor(exporter)] });
trace.setGlobalTracerProvider(provider);

beforeEach(() => exporter.reset());
afterAll(async () => {
  trace.disable();
  await provider.shutdown();
});

describe('inSpan', () => {
  it('records a span with its attributes, those set inside, and the answer', async () => {
    const answer = await inSpan('lead.accept', { 'lead.kind': 'lead' }, async (span) => {
      span.setAttribute('lead.id', 'abc');
      return 42;
    });
    expect(answer).toBe(42);
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('lead.accept');
    expect(span?.attributes).toEqual({ 'lead.kind': 'lead', 'lead.id': 'abc' });
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('marks a failure as an error and throws it on', async () => {
    await expect(inSpan('lead.deliver', {}, async () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    const [span] = exporter.getFinishedSpans();
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'Error: store down' });
  });
});

describe('RequestIdProcessor', () => {
  it('puts the current request id on every span started while the request is served', async () => {
    await runForRequest({ id: 'req-7f3a' }, () => inSpan('lead.accept', {}, async () => trace.getTracer('other').startSpan('fetch').end()));
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => [s.name, s.attributes[REQUEST_ID_ATTRIBUTE]])).toEqual([
      ['fetch', 'req-7f3a'],
      ['lead.accept', 'req-7f3a'],
    ]);
  });

  it('puts none on a span outside a request (the lead sweep)', async () => {
    await inSpan('lead.deliver', {}, async () => undefined);
    expect(exporter.getFinishedSpans()[0]?.attributes).not.toHaveProperty(REQUEST_ID_ATTRIBUTE);
  });
});
