/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROUTES, routeLabel } from './route-label.mjs';

/** The route pattern of every page, route handler and metadata route under app/, from its folder. */
function appRoutes(dir = join(__dirname, '..', 'app'), route = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
      return appRoutes(join(dir, entry.name), route + segment);
    }
    if (/^(page|route)\.tsx?$/.test(entry.name)) return [route || '/'];
    if (entry.name === 'robots.ts') return [`${route}/robots.txt`];
    return [];
  });
}

/** A path the pattern answers: each dynamic segment filled in. */
const example = (pattern: string) => pattern.replace(/\[\.\.\.\w+\]/g, 'a/b').replace(/\[\w+\]/g, 'x');

describe('routeLabel: a bounded label per route', () => {
  it('names every route of app/ by its own pattern, but the catch-all and the refused-form rewrite target', () => {
    const routes = appRoutes().filter((r) => !r.includes('[[...slug]]'));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect(APP_ROUTES).toContain(route);
      expect(routeLabel(example(route))).toBe(route);
    }
  });

  it.each([
    ['/', '/'],
    ['/?utm_source=x', '/'],
    ['/admisiones', '/[page]'],
    ['/admisiones/', '/[page]'],
    ['/wp-login.php', '/[page]'],
    ['/programas/ingenieria-de-sistemas', '/programas/[slug]'],
    ['/programas/ingenieria-de-sistemas?formulario=1', '/programas/[slug]'],
    ['/programas/a/b', '/programas/[...path]'],
    ['/eventos/feria', '/eventos/[slug]'],
    ['/nosotros/historia', '/[...path]'],
    ['/landing', '/landing/[[...filters]]'],
    ['/landing/pregrado/virtual', '/landing/[[...filters]]'],
    ['/contacto/gracias', '/[...path]/gracias'],
    ['/api/forms/lead', '/api/forms/[kind]'],
    ['/api/forms/lead?x=1', '/api/forms/[kind]'],
    ['/api/health', '/api/health'],
    ['/api/calendar/eventos/feria.ics', '/api/calendar/[...path]'],
    ['/api/nothing-here', '/api/[unknown]'],
    ['/_next/static/chunks/app.js', 'static'],
    ['/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75', '/_next/image'],
    ['/_next/webpack-hmr', '/_next/[unknown]'],
    ['/media/campus.jpg', 'static'],
    ['/_site/loader.0123456789ab.js', 'static'],
    ['/favicon.ico', 'static'],
    ['/sitemap/programas.xml', '/sitemap/[file]'],
    ['/buscar?q=ingenieria', '/buscar'],
  ])('%s → %s', (url, label) => {
    expect(routeLabel(url)).toBe(label);
  });

  it('gives a made-up path a label of the few there are, never the path', () => {
    const labels = new Set(Array.from({ length: 200 }, (_, i) => routeLabel(`/${'x'.repeat(i % 7)}${i}/${i}/${i % 3 ? 'y' : ''}?q=${i}`)));
    expect([...labels].sort()).toEqual(['/[...path]']);
  });
});
