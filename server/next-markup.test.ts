/**
 * @jest-environment node
 *
 * The markup guard of the Next adapter (server/next-markup.ts) on a real document of Next's:
 * next-home.fixture.html is `/` as `next start` of this site's build serves it, with no adapter
 * in front (refresh it after a Next upgrade: `npm run build:test`, then `next start` with the
 * content service and save `/`). On that document the adapter's rewrite passes the guard; on
 * copies whose tags Next might write differently it fails, naming what was left. The same guard
 * runs on the real build, through the site, in e2e/next-markup.spec.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deferScripts } from './deferred-scripts.mjs';
import { deferralProblems, notFoundProblems } from './next-markup';

const NEXT_HOME = readFileSync(join(__dirname, 'next-home.fixture.html'), 'utf8');
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+)" async=""><\/script>/g;

describe('the markup guard', () => {
  it('the fixture is what the adapter rewrites: chunk scripts and script preloads of both attribute orders', () => {
    expect(NEXT_HOME.match(CHUNK_SCRIPT)?.length).toBeGreaterThan(5);
    expect(NEXT_HOME).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/');
    expect(NEXT_HOME).toContain('" as="script" fetchPriority="low"/>');
    expect(deferralProblems(NEXT_HOME).length).toBeGreaterThan(5);
  });

  it('passes on the adapter’s rewrite of Next’s real document', () => {
    expect(deferralProblems(deferScripts(NEXT_HOME))).toEqual([]);
  });

  it.each([
    ['scripts with another attribute', (html: string) => html.replace(CHUNK_SCRIPT, '<script src="$1" async="" crossorigin=""></script>'), /a Next script left in place: <script src="\/_next\/static\/chunks\/[^"]+" async="" crossorigin="">/],
    ['scripts with attributes in another order', (html: string) => html.replace(CHUNK_SCRIPT, '<script async="" src="$1"></script>'), /a Next script left in place: <script async="" src=/],
    ['module scripts instead of async ones', (html: string) => html.replace(CHUNK_SCRIPT, '<script type="module" src="$1"></script>'), /no Next chunk was deferred/],
    ['preloads with another priority', (html: string) => html.replaceAll('fetchPriority="low"', 'fetchPriority="auto"'), /a Next script preload left in place: <link rel="preload" as="script" fetchPriority="auto"/],
    ['modulepreloads', (html: string) => html.replaceAll('rel="preload" as="script" fetchPriority="low"', 'rel="modulepreload"'), /a Next script preload left in place: <link rel="modulepreload"/],
  ])('fails when Next writes %s', (_name, change, problem) => {
    const problems = deferralProblems(deferScripts(change(NEXT_HOME)));
    expect(problems.some((p) => problem.test(p))).toBe(true);
  });

  it('a 404 passes with the server-rendered not-found view and fails with Next’s empty document', () => {
    const notFound = NEXT_HOME.replace(/<main\b([^>]*)>/, '<main$1><div class="p" data-page="404">');
    expect(notFoundProblems(404, notFound)).toEqual([]);
    const empty = NEXT_HOME.replace(/<main\b[\s\S]*<\/main>/, '<div hidden=""></div>');
    expect(notFoundProblems(404, empty)).toEqual(["no server-rendered body (<main>): Next's own empty 404 document", 'no mark of the not-found view (data-page="404")']);
    expect(notFoundProblems(200, notFound)).toEqual(['answered 200, not 404']);
  });
});
