/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { logRequestError } from './request-error';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('logRequestError: Next’s caught errors, with their digest and the request’s id', () => {
  it('writes one error line naming the digest, the route and the request, without the query', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('Sin respuesta de http://127.0.0.1:4000 en 8000 ms'), { digest: '2754393711' });
    await logRequestError(
      error,
      { path: '/programas/ingenieria?q=ana%40example.org', method: 'GET', headers: { 'x-request-id': 'req-42' } },
      { routerKind: 'App Router', routePath: '/[[...slug]]', routeType: 'render', renderSource: 'server-rendering', revalidateReason: undefined },
    );
    expect(errors).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(errors.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'error',
      event: 'request.failed',
      digest: '2754393711',
      requestId: 'req-42',
      method: 'GET',
      path: '/programas/ingenieria',
      routePath: '/[[...slug]]',
      routeType: 'render',
      reason: 'Error: Sin respuesta de http://127.0.0.1:4000 en 8000 ms',
    });
    expect(JSON.stringify(line)).not.toContain('example.org');
  });
});
