/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockContext } from '@/test/block-context';
import { testImage } from '@/test/block-fixtures';
import { DetailFrame } from './detail-frame';

const render = (props: Partial<Parameters<typeof DetailFrame>[0]> = {}) =>
  renderToStaticMarkup(
    <DetailFrame
      block={{ id: 'd 1', data: { body: '<p>Cuerpo</p>' } }}
      context={blockContext()}
      entity={{ title: 'Ingeniería', image: testImage }}
      jsonLd={{ '@type': 'Thing' }}
      {...props}
    />,
  );

/** Every marker is in the HTML, each after the one before. */
function expectInOrder(html: string, ...markers: string[]) {
  const positions = markers.map((m) => html.indexOf(m));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

describe('DetailFrame', () => {
  it('names its section by the h1, with the eyebrow above it only when there is one', () => {
    const html = render({ eyebrow: 'Pregrado' });
    expect(html).toContain('<section class="section" aria-labelledby="d-1-title">');
    expect(html.match(/<h1 id="d-1-title"[^>]*>Ingeniería<\/h1>/g)).toHaveLength(1);
    expect(html.indexOf('Pregrado')).toBeLessThan(html.indexOf('<h1'));
    expect(render({ eyebrow: '' })).not.toContain('class="eyebrow"');
  });

  it('puts the image beside the aside, preloaded only in the first block', () => {
    const first = render({ aside: <dl data-aside="" /> });
    expect(first).toContain('class="layout"');
    expectInOrder(first, '<figure', 'data-aside', 'Cuerpo');
    expect(first).toContain('fetchPriority="high"');
    expect(render({ aside: <dl />, context: blockContext({ index: 1 }) })).not.toContain('fetchPriority="high"');
  });

  it('without an aside, spans the image across the page, preloaded when asked', () => {
    const html = render({ imagePriority: true, context: blockContext({ index: 2 }) });
    expect(html).not.toContain('class="layout"');
    expect(html).toContain('class="media articleMedia"');
    expect(html).toContain('sizes="(min-width: 1200px) 1168px, calc(100vw - 2rem)"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('fills its slots in order: header, image, before the body, body, after it, JSON-LD, then the children', () => {
    const html = render({
      intro: <p data-slot="intro" />,
      aside: <div data-slot="aside" />,
      beforeBody: <div data-slot="before" />,
      afterBody: <div data-slot="after" />,
      children: <div data-slot="children" />,
    });
    expectInOrder(html, '<h1', 'data-slot="intro"', '</header>', 'data-slot="aside"', 'data-slot="before"', 'Cuerpo', 'data-slot="after"', 'application/ld+json', 'data-slot="children"');
  });

  it('renders the sanitized body as HTML and the JSON-LD it is given', () => {
    const html = render({ jsonLd: { '@type': 'Event', name: 'Feria' } });
    expect(html).toContain('<div class="prose body"><p>Cuerpo</p></div>');
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"Event"[^<]*<\/script>/);
  });
});
