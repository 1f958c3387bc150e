/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Program } from '@/lib/content/schema';
import { serializeJsonLd } from '@/components/ui/json-ld';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SmartLink } from '@/components/ui/smart-link';
import { EventDetail } from './event-detail/event-detail';
import { Faq } from './faq/faq';
import { Hero } from './hero/hero';
import { ProgramDetail } from './program-detail/program-detail';
import { ProgramList } from './program-list/program-list';
import { blockContext } from '@/test/block-context';
import { renderComplete } from '@/test/render-complete';
import { testImage } from '@/test/block-fixtures';

const image = testImage;

const context = blockContext({ index: 0 });

const program = (id: string, programType: string): Program => ({
  id,
  path: `/programas/${id}`,
  title: `Programa ${id}`,
  summary: 'Resumen </script><b>',
  programType,
  programTypeLabel: programType,
  modality: 'VIR',
  modalityLabel: 'Virtual',
  campus: 'bog',
  campusLabel: 'Bogotá',
  duration: '8 semestres',
  price: 4_500_000,
  keywords: [],
  filters: [],
  image,
});

describe('ResponsiveImage', () => {
  it('offers every spec style in WebP, and no JPEG; a phone gets the style of its viewport (rules §9)', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={image} />);
    expect(html).not.toContain('.jpg');
    expect(html).toMatch(
      /^<picture><source media="\(max-width: 325px\)" srcSet="\/m\/325.webp 325w" sizes="100vw"\/><source media="\(min-width: 326px\) and \(max-width: 650px\)" srcSet="\/m\/650.webp 650w" sizes="100vw"\/><img [^>]*\/><\/picture>$/,
    );
    expect(html).toContain('src="/m/650.webp"');
    expect(html).toContain('srcSet="/m/325.webp 325w, /m/650.webp 650w, /m/1300.webp 1300w, /m/large.webp 1600w"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('loading="lazy"');
  });

  it('is one <img>, sized by its srcset alone, where its width is fixed', () => {
    expect(renderToStaticMarkup(<ResponsiveImage image={image} sizes="160px" />)).toMatch(/^<img [^>]*sizes="160px"[^>]*\/>$/);
  });

  it('is eager with high priority when asked', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={image} priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('preloads a priority image as each viewport will choose it: a phone range its style, wider the srcset', () => {
    const html = renderToStaticMarkup(
      <html>
        <body>
          <ResponsiveImage image={image} priority />
        </body>
      </html>,
    );
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(3);
    expect(preloads[0]).toMatch(/href="\/m\/325.webp".*media="\(max-width: 325px\)"/);
    expect(preloads[1]).toMatch(/href="\/m\/650.webp".*media="\(min-width: 326px\) and \(max-width: 650px\)"/);
    expect(preloads[2]).toMatch(/imageSrcSet="\/m\/325.webp 325w, [^"]+" imageSizes="100vw" media="\(min-width: 651px\)"/);
  });

  it('takes the loading attribute from its caller when given', () => {
    expect(renderToStaticMarkup(<ResponsiveImage image={image} loading="eager" />)).toContain('loading="eager"');
    expect(renderToStaticMarkup(<ResponsiveImage image={image} priority loading="lazy" />)).toContain('loading="lazy"');
  });
});

describe('SmartLink', () => {
  it.each([
    ['/programas', 'href="/programas"', 'target'],
    ['#form', 'href="#form"', 'target'],
    ['/backToTop', '<button type="button" data-back-to-top="">', 'href'],
    ['https://x.org', 'rel="noopener noreferrer"', 'javascript'],
    ['javascript:alert(1)', 'href="/"', 'javascript'],
  ])('%s', async (href, expected, absent) => {
    const html = await renderComplete(<SmartLink href={href}>Ir</SmartLink>);
    expect(html).toContain(expected);
    expect(html).not.toContain(absent);
  });
});

describe('blocks', () => {
  it('hero renders one h1 and an eager image at index 0', () => {
    const html = renderToStaticMarkup(
      <Hero
        block={{ id: 'h1', component: 'hero', identifier: 'hero', data: { title: 'Estudia', image, buttons: [{ label: 'Inscríbete', link: '/inscripcion' }] } }}
        context={context}
      />,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('btn btn--warm');
  });

  it('hero opening the page holds the first paint until its last element, the overlay, is parsed', () => {
    const hero = (index: number) =>
      renderToStaticMarkup(
        <Hero
          block={{ id: 'co-home', component: 'hero', identifier: 'hero', data: { title: 'Estudia', subtitle: 'Con nosotros', image, buttons: [{ label: 'Inscríbete', link: '/inscripcion' }] } }}
          context={blockContext({ index })}
        />,
      );
    const first = hero(0);
    expect(first).toContain('<link rel="expect" href="#co-home-end" blocking="render"/>');
    expect(first).toMatch(/<div id="co-home-end" class="[^"]*overlay[^"]*" aria-hidden="true"><\/div><\/section>$/);
    expect(first.indexOf('id="co-home-end"')).toBeGreaterThan(first.indexOf('Inscríbete'));
    expect(hero(1)).not.toContain('rel="expect"'); // below the fold: nothing to hold
  });

  it('program list groups by category order and formats the price', async () => {
    const data = {
      title: 'Programas',
      categories: [{ id: 'posgrado', label: 'Posgrado' }, { id: 'pregrado', label: 'Pregrado' }],
      programs: [program('a', 'pregrado'), program('b', 'posgrado')],
    };
    const html = await renderComplete(<ProgramList block={{ id: 'pl', component: 'program_list', identifier: 'x', data }} context={context} />);
    expect(html.indexOf('Posgrado')).toBeLessThan(html.indexOf('Pregrado'));
    expect(html).toContain('$4.500.000');
    expect(html).toContain('id="programas"');
  });

  it('program list of a mistyped landing says what is not offered and links to the valid landing', () => {
    const data = { title: 'Programas', categories: [{ id: 'pregrado', label: 'Pregrado' }], programs: [program('a', 'pregrado')] };
    const landingCheck = { valid: false as const, validPath: '/landing/pregrado', unknown: { index: 1, filter: 'modality' as const, value: 'zzz' } };
    const mistyped = { ...context, page: { ...context.page, landingCheck } };
    const html = renderToStaticMarkup(<ProgramList block={{ id: 'pl', component: 'program_list', identifier: 'x', data }} context={mistyped} />);
    expect(html).toContain('No encontramos programas con la modalidad «zzz».');
    expect(html).toContain('href="/landing/pregrado"');
    expect(html).not.toContain('<article');
  });

  it('program detail JSON-LD cannot close its script', async () => {
    const html = await renderComplete(
      <ProgramDetail block={{ id: 'pd', component: 'program_detail', identifier: 'x', data: { program: program('a', 'pregrado'), body: '<p>Hola</p>' } }} context={context} />,
    );
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      url: 'https://example.edu.co/programas/a',
      offers: { price: 4_500_000, priceCurrency: 'COP' },
      educationalProgramMode: 'online',
    });
  });

  it('faq is collapsed with plain-text answers in JSON-LD', () => {
    const items = [{ question: '¿Cuánto cuesta?', answer: '<p>Desde <strong>$1</strong> &amp; más</p>' }];
    const html = renderToStaticMarkup(<Faq block={{ id: 'f', component: 'faq', identifier: 'x', data: { title: 'FAQ', items } }} context={context} />);
    expect(html).not.toContain(' open');
    expect(html).toContain('"text":"Desde $1 & más"');
  });

  it('event detail exposes ISO dates and an in-person Place', () => {
    const event = { id: 'e', path: '/eventos/e', title: 'Feria', summary: '', date: { start: 1735689600, end: 1735776000 }, location: 'Auditorio', image };
    const html = renderToStaticMarkup(<EventDetail block={{ id: 'ed', component: 'event_detail', identifier: 'x', data: { event, body: '' } }} context={context} />);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(script)).toMatchObject({
      startDate: '2025-01-01T00:00:00.000Z',
      endDate: '2025-01-02T00:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Auditorio' },
    });
    expect(html).toContain('ene 1 – ene 2, 2025');
  });
});

describe('helpers', () => {
  it('serializeJsonLd escapes <', () => {
    expect(serializeJsonLd({ a: '</script>' })).toBe('{"@context":"https://schema.org","a":"\\u003c/script>"}');
  });
});
