import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { currentRequestId } from '@/server/request-context.mjs';

/** The attribute every span of a request carries its request id in. */
export const REQUEST_ID_ATTRIBUTE = 'request.id';

/**
 * Puts the request id (server/request-context.mjs) on every span started while a request is served:
 * Next's root span of the request, its render, each upstream call, a lead's acceptance and
 * delivery. The lead sweep serves no request: its spans carry none.
 */
export class RequestIdProcessor implements SpanProcessor {
  onStart(span: Span, _parent: Context): void {
    const id = currentRequestId();
    if (id !== undefined) span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
  }
  onEnd(_span: ReadableSpan): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
