/**
 * What the link checker reads from a page's HTML: its title, canonical, robots and whether it
 * carries a lead form (a form posting to the forms route, docs/decisions/0010-forms-without-scripts.md).
 * Pure, on the site's own markup (never on arbitrary HTML).
 */
export type PageFacts = { title: string; canonical: string; robots: string; leadForm: boolean };

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

function tagWith(html: string, tagName: string, name: string, value: string): string | undefined {
  for (const [tag] of html.matchAll(new RegExp(`<${tagName}\\b[^>]*>`, 'gi'))) if (attr(tag, name)?.toLowerCase() === value) return tag;
  return undefined;
}

export function pageFacts(html: string): PageFacts {
  const head = html.slice(0, 200_000);
  const title = decode(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1]?.trim() ?? '');
  const canonicalTag = tagWith(head, 'link', 'rel', 'canonical');
  const robotsTag = tagWith(head, 'meta', 'name', 'robots');
  const leadForm = /<form\b[^>]*\baction="\/api\/forms\/[a-z]+"/i.test(html);
  return {
    title,
    canonical: decode((canonicalTag && attr(canonicalTag, 'href')) ?? ''),
    robots: decode((robotsTag && attr(robotsTag, 'content')) ?? ''),
    leadForm,
  };
}
