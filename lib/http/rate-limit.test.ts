import { clientAddress, SOCKET_ADDRESS_HEADER } from './rate-limit';

const headers = (xff: string | null, socket = '10.0.0.5') => {
  const h = new Headers({ [SOCKET_ADDRESS_HEADER]: socket });
  if (xff !== null) h.set('x-forwarded-for', xff);
  return h;
};

describe('clientAddress', () => {
  it.each([
    // X-Forwarded-For, TRUST_PROXY, expected client
    [null, 0, '10.0.0.5'],
    ['203.0.113.9', 0, '10.0.0.5'], // not trusted: a spoofed header changes nothing
    ['1.1.1.1, 2.2.2.2', 0, '10.0.0.5'],
    ['203.0.113.9', 1, '203.0.113.9'], // one proxy (the socket peer) appended the client
    ['6.6.6.6, 203.0.113.9', 1, '203.0.113.9'], // the client's own spoofed entry is ignored
    ['6.6.6.6, 203.0.113.9, 198.51.100.1', 2, '203.0.113.9'], // CDN then nginx
    ['203.0.113.9', 3, '203.0.113.9'], // fewer hops than trusted: the farthest known
    [null, 1, '10.0.0.5'],
    [' , ', 1, '10.0.0.5'],
  ])('X-Forwarded-For %p with TRUST_PROXY=%i → %s', (xff, trust, expected) => {
    expect(clientAddress(headers(xff), trust)).toBe(expected);
  });

  it('without the socket header (not behind start-site) every client is one "local" bucket', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4' }), 0)).toBe('local');
  });
});
