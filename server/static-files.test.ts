/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticFiles } from './static-files.mjs';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  for (const file of ['public/media/campus-bogota/large.webp', 'public/media/logo.svg', 'public/media/con espacio.jpg', '.next/static/chunks/app-1.js']) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), 'x');
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('staticFiles', () => {
  it('knows the files of public/ and of the build, and nothing else under their prefixes', () => {
    const files = staticFiles({ dir, nextStatic: true });
    expect(files.missing('/media/campus-bogota/large.webp')).toBe(false);
    expect(files.missing('/media/con%20espacio.jpg?v=1')).toBe(false);
    expect(files.missing('/media/logo.svg')).toBe(false);
    expect(files.missing('/_next/static/chunks/app-1.js')).toBe(false);
    for (const junk of ['/media/x-123.webp', '/media/', '/_next/static/chunks/nope.js', '/media/campus-bogota', '/media/../media/logo.svg'])
      expect(files.missing(junk)).toBe(true);
  });

  it('names the file of a static URL on disk, and none for any other', () => {
    const files = staticFiles({ dir, nextStatic: true });
    expect(files.file('/_next/static/chunks/app-1.js?dpl=1')).toBe(join(dir, '.next/static/chunks/app-1.js'));
    expect(files.file('/media/con%20espacio.jpg')).toBe(join(dir, 'public/media/con espacio.jpg'));
    for (const other of ['/_next/static/chunks/nope.js', '/media/../media/logo.svg', '/robots.txt', '/%ff']) expect(files.file(other)).toBeNull();
    expect(staticFiles({ dir, nextStatic: false }).file('/_next/static/chunks/app-1.js')).toBeNull();
  });

  it('leaves every other path to the site, and the build output to Next in development', () => {
    const files = staticFiles({ dir, nextStatic: false });
    for (const path of ['/', '/programas/x', '/robots.txt', '/icon.svg', '/sitemap.xml', '/_next/static/chunks/written-later.js', '/%ff'])
      expect(files.missing(path)).toBe(false);
  });
});
