import { sitePath } from './site-path';

const O = 'https://u.edu.co';

describe('sitePath', () => {
  it.each([
    ['/landing/pregrado', '/landing/pregrado'],
    ['https://u.edu.co/programas/x?a=1', '/programas/x?a=1'],
    ['/programas/x?next=//evil.example', '/programas/x?next=//evil.example'],
    ['/staff/enlaces', '/staff/enlaces'],
  ])('keeps %j as %j', (raw, out) => expect(sitePath(raw, O)).toBe(out));

  it.each([
    '//evil.example/x',
    '/.//evil.example/login',
    '/..//evil.example/login',
    '/a/..//evil.example',
    'https://u.edu.co//evil.example:8080/x',
    'https://u.edu.co/.//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/x\\..\\..\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5cevil.example',
    'https://evil.example/',
    'http://u.edu.co/x',
    'https://user:pw@u.edu.co/x',
    'https://user@u.edu.co/x',
    '/x\n/y',
    '/x\t',
    '\u0000/x',
    'javascript:alert(1)',
    'data:text/html,<p>x',
    '',
    null,
    undefined,
  ])('refuses %j', (raw) => expect(sitePath(raw, O)).toBeNull());

  it('refuses a path longer than any link a campaign would print', () => expect(sitePath(`/${'a'.repeat(2_001)}`, O)).toBeNull());

  it('refuses staff and API paths when only public pages may be previewed', () => {
    expect(sitePath('/staff/enlaces', O, { publicOnly: true })).toBeNull();
    expect(sitePath('/api/forms/lead', O, { publicOnly: true })).toBeNull();
    expect(sitePath('/apis', O, { publicOnly: true })).toBe('/apis');
  });

  it('never returns a value that resolves off the site', () => {
    const tries = ['/', '/./', '/../', '//', '/.//', '/%2e//', '/%2e%2e//', '/.%2e//', '/;//', '/?//', '/#//', '/ //', '/\t//'];
    for (const head of tries) {
      const out = sitePath(`${head}evil.example/x`, O);
      if (out !== null) expect(new URL(out, O).origin).toBe(O);
    }
  });
});
