/** The bench's split of first-load JavaScript into the site's shell and each page type's own scripts. */
import { describe, expect, it } from '@jest/globals';
import { scriptSources, shellAndOwn } from './first-load-js.mjs';

const page = (...scripts: [string, number][]) => ({ scripts: scripts.map(([src, gzip]) => ({ src, raw: gzip * 3, gzip })) });

describe('shellAndOwn', () => {
  it('counts a script on every page once as the shell, and the rest as each page its own', () => {
    const home = page(['/a.js', 100], ['/b.js', 50], ['/carousel.js', 20]);
    const offer = page(['/b.js', 50], ['/a.js', 100], ['/filters.js', 30], ['/carousel.js', 20]);
    const event = page(['/a.js', 100], ['/b.js', 50]);
    expect(shellAndOwn([home, offer, event])).toEqual({ shell: { count: 2, gzip: 150 }, own: [20, 50, 0] });
  });

  it('has no figure when a page was not measured', () => {
    expect(shellAndOwn([page(['/a.js', 1]), undefined])).toBeNull();
    expect(shellAndOwn([])).toBeNull();
  });
});

describe('scriptSources', () => {
  it('lists script files and script preloads once each, never a nomodule script or a stylesheet', () => {
    const html = '<link rel="preload" as="script" href="/_next/a.js"><link rel="stylesheet" href="/s.css"><script src="/_next/a.js"></script><script src="/poly.js" nomodule></script><script async src="/_next/b.js?x=1&amp;y=2"></script>';
    expect(scriptSources(html)).toEqual(['/_next/a.js', '/_next/b.js?x=1&y=2']);
  });
});
