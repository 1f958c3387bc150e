import type { Instrumentation } from 'next';
import { logger } from '@/lib/log';

/**
 * An error Next caught while answering (a render, a route handler, an action, the proxy), as
 * Next's `onRequestError` hears it (instrumentation.ts): one `request.failed` line with the
 * error's digest (the one id the visitor's error page and Next's own output show), the route
 * and the request's id (the adapter set `x-request-id` on every request: server/request-log.mjs).
 * The path is logged without its query, which may carry what a visitor typed.
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  const requestId = request.headers['x-request-id'];
  logger.error('request.failed', {
    digest,
    method: request.method,
    path: request.path.split('?')[0],
    routePath: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource,
    revalidateReason: context.revalidateReason,
    ...(typeof requestId === 'string' ? { requestId } : {}),
    reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
};
