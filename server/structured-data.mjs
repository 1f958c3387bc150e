// @ts-check
// Structured data once per document, not twice (docs/decisions/0005-next-adapter.md).
//
// A `<script type="application/ld+json">` rendered by React (components/ui/json-ld.tsx) is in the
// document twice: in the markup, where search engines read it, and in the RSC payload, where only
// a client navigation would read it. The payload's copy comes after the whole markup, beyond
// gzip's 32 KB window, so it costs its full compressed size again (the home's figure:
// docs/decisions/0005-next-adapter.md).
// Here the payload's copy becomes `null` and the markup's copy moves to the end of <body>: React 19
// hydrates <body> skipping the nodes it did not render there (as the cookie notice and Next's own
// inline scripts), so the tree and the markup still match. A client navigation fetches its payload
// whole, structured data included.
//
// An element is taken out only where both copies are found, exactly: anything else stays as Next
// wrote it (a document with both copies is still a correct document).

/** Next's inline payload script (`[1, text]`: a text chunk of the RSC stream). */
const FLIGHT_PUSH = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/**
 * The RSC payload's text as the document carries it inline, its chunks joined.
 * @param {string} html
 */
export function inlinePayload(html) {
  return Array.from(html.matchAll(FLIGHT_PUSH), ([, literal = '[1,""]']) => /** @type {[number, string]} */ (JSON.parse(literal))[1]).join('');
}
/** The element React's RSC payload writes for JsonLd: any key, the JSON text inline. */
const JSON_LD_ELEMENT = /\["\$","script",(?:null|"(?:[^"\\]|\\.)*"),\{"type":"application\/ld\+json","dangerouslySetInnerHTML":\{"__html":("(?:[^"\\]|\\.)*")\}\}\]/g;
/** As Next escapes a payload chunk for an inline script (htmlEscapeJsonString). */
const HTML_UNSAFE = /[&<>\u2028\u2029]/g;
/** @param {string} c */
const escapeForScript = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A JSON-LD block in the markup (`<` is escaped inside it, json-ld.tsx). */
const JSON_LD_TAG = /<script type="application\/ld\+json">([^<]*)<\/script>/g;

/**
 * The document with each JSON-LD block once, at the end of <body>.
 * @param {string} html
 * @returns {string}
 */
export function structuredDataOnce(html) {
  // The markup's blocks, by text (a text may be there more than once).
  /** @type {Map<string, number>} */
  const inMarkup = new Map();
  for (const [, text = ''] of html.matchAll(JSON_LD_TAG)) inMarkup.set(text, (inMarkup.get(text) ?? 0) + 1);
  if (inMarkup.size === 0) return html;
  /** @type {string[]} */
  const moved = [];
  let result = html.replace(FLIGHT_PUSH, (push, literal) => {
    /** @type {[number, string]} */
    const [kind, text] = JSON.parse(literal);
    const lighter = text.replace(JSON_LD_ELEMENT, (element, jsonText) => {
      const json = JSON.parse(jsonText);
      const left = inMarkup.get(json) ?? 0;
      if (left === 0) return element;
      inMarkup.set(json, left - 1);
      moved.push(`<script type="application/ld+json">${json}</script>`);
      return 'null';
    });
    return lighter === text ? push : `<script>self.__next_f.push(${JSON.stringify([kind, lighter]).replace(HTML_UNSAFE, escapeForScript)})</script>`;
  });
  if (moved.length === 0 || !result.includes('</body>')) return html;
  // Inside the payload `<` is escaped: the first occurrence of a tag is the markup's.
  for (const tag of moved) result = result.replace(tag, '');
  const close = result.lastIndexOf('</body>');
  return `${result.slice(0, close)}${moved.join('')}${result.slice(close)}`;
}

/**
 * Stage (server/stages.mjs): each JSON-LD block once, in the markup.
 * @type {import('./stages.mjs').Stage}
 */
export const structuredDataStage = {
  name: 'structured data once',
  document: (doc) => (doc.status >= 500 ? doc : { ...doc, html: structuredDataOnce(doc.html) }),
};
