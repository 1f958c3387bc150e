/** Structured data for search engines: one `<script type="application/ld+json">`. */
type Props = { data: Record<string, unknown> };

/** Serializes `data` with the schema.org context; `<` is escaped so no tag can close the script. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

export function JsonLd({ data }: Props) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
