import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * CMS HTML is sanitized once on the server with an explicit allowlist: no script, no event
 * handler, no `javascript:`/`data:` URL, no SVG or MathML payload survives.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a',
    'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'small', 'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'], '*': ['class', 'id'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
