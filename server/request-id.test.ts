import { describe, expect, it } from '@jest/globals';
import { currentRequestId, requestIdOf, withRequestId } from './request-id.mjs';

describe('request id', () => {
  it('takes a plausible X-Request-Id and refuses anything else', () => {
    expect(requestIdOf({ 'x-request-id': 'b7e2c1d0-4f0a-4c7e-9a51-3d2f8e6b1a90' })).toBe('b7e2c1d0-4f0a-4c7e-9a51-3d2f8e6b1a90');
    expect(requestIdOf({})).toBeUndefined();
    expect(requestIdOf({ 'x-request-id': 'a b' })).toBeUndefined();
    expect(requestIdOf({ 'x-request-id': 'x'.repeat(129) })).toBeUndefined();
    expect(requestIdOf({ 'x-request-id': '<script>' })).toBeUndefined();
  });

  it('is current inside its request alone, across awaits', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await withRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe('req-1');
    expect(currentRequestId()).toBeUndefined();
    expect(withRequestId(undefined, () => currentRequestId())).toBeUndefined();
  });
});
