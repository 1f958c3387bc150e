import { describe, expect, it } from '@jest/globals';
import { anchorScrollTop } from './anchor-scroll';
import { classifyLink, linkTarget, navLinkId, type ClassifyOptions, type LinkKind } from './classify';

const HOME: LinkKind = { kind: 'internal', href: '/' };
const ext = (href: string, rel = 'noopener noreferrer'): LinkKind => ({ kind: 'external', href, target: '_blank', rel });
const sameTab = (href: string, rel?: string): LinkKind => ({ kind: 'external', href, target: '_self', rel });

describe('classifyLink (rules §2, by first character)', () => {
  it.each<[string, string, ClassifyOptions | undefined, LinkKind]>([
    ['"/" → internal', '/programas/derecho', undefined, { kind: 'internal', href: '/programas/derecho' }],
    ['"/backToTop" → backToTop', '/backToTop', undefined, { kind: 'backToTop' }],
    ['"//host" is external, not internal', '//evil.example', undefined, ext('//evil.example')],
    ['"/\\host" is external, not internal', '/\\evil.example', undefined, ext('/\\evil.example')],
    ['"/<tab>/host" is external (browsers drop tabs)', '/\t/evil.example', undefined, ext('//evil.example')],
    ['"#id" → anchor with event', '#inscripcion', undefined, { kind: 'anchor', href: '#inscripcion', emitsAnchorEvent: true }],
    ['bare "#" → anchor without event', '#', undefined, { kind: 'anchor', href: '#', emitsAnchorEvent: false }],
    ['anything else → external, new tab', 'https://example.com', undefined, ext('https://example.com')],
    ['mailto → external', 'mailto:a@b.co', undefined, ext('mailto:a@b.co')],
    ['nofollow adds ugc nofollow', 'https://x.co', { nofollow: true }, ext('https://x.co', 'noopener noreferrer ugc nofollow')],
    ['surrounding spaces trimmed', '  /contacto  ', undefined, { kind: 'internal', href: '/contacto' }],
    ['empty → home', '   ', undefined, HOME],
    ['file: absolute URL → external', '#', { file: 'https://cdn.example/plan.pdf' }, ext('https://cdn.example/plan.pdf')],
    ['file: single "/" → internal', 'https://x.co', { file: '/files/plan.pdf' }, { kind: 'internal', href: '/files/plan.pdf' }],
    ['file: "//" → external', '/x', { file: '//cdn.example/plan.pdf' }, ext('//cdn.example/plan.pdf')],
    ['file: empty → target used', '/x', { file: '' }, { kind: 'internal', href: '/x' }],
    ['file: javascript → home', '/x', { file: 'javascript:alert(1)' }, HOME],
    // Rules §2: an external link honours the CMS target; only a missing target opens a new tab.
    ['external with target _self stays in the tab', 'https://www.mineducacion.gov.co', { target: '_self' }, sameTab('https://www.mineducacion.gov.co')],
    ['external _self + nofollow keeps ugc nofollow', 'https://x.co', { target: '_self', nofollow: true }, sameTab('https://x.co', 'ugc nofollow')],
    ['external with target _blank opens a new tab', 'https://x.co', { target: '_blank' }, ext('https://x.co')],
    ['file with target _self stays in the tab', '#', { file: 'https://cdn.example/plan.pdf', target: '_self' }, sameTab('https://cdn.example/plan.pdf')],
  ])('%s', (_rule, target, opts, expected) => {
    expect(classifyLink(target, opts)).toEqual(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['upper case', 'JavaScript:alert(1)'],
    ['leading spaces/controls', ' \u0001\tjavascript:alert(1)'],
    ['split by whitespace', 'java\nscr\tipt:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'VBScript:msgbox(1)'],
    ['split by spaces', 'java script:alert(1)'],
  ])('rejects %s → home', (_rule, target) => {
    expect(classifyLink(target)).toEqual(HOME);
  });
});

describe('navLinkId', () => {
  it.each([
    ['lowercased, spaces → underscores', 'Sobre la Universidad', 'sobre_la_universidad'],
    ['one word', 'Programas', 'programas'],
    ['accents kept', 'Admisión Virtual', 'admisión_virtual'],
    ['outer spaces trimmed', ' Blog ', 'blog'],
  ])('%s', (_rule, label, expected) => {
    expect(navLinkId(label)).toBe(expected);
  });
});

describe('anchorScrollTop', () => {
  it.each<[string, number, number, number | undefined, number]>([
    ['default header offset 100', 500, 200, undefined, 600],
    ['custom header height', 500, 200, 60, 640],
    ['never negative', 20, 0, undefined, 0],
    ['element above viewport', -300, 1000, undefined, 600],
  ])('%s', (_rule, top, scrollY, header, expected) => {
    expect(anchorScrollTop(top, scrollY, header)).toBe(expected);
  });
});

describe('linkTarget (CMS target attribute)', () => {
  it.each([
    ['_self', '_self'],
    ['_blank', '_blank'],
    [' _BLANK ', '_blank'],
    ['_parent', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (raw, expected) => {
    expect(linkTarget(raw)).toBe(expected);
  });
});
