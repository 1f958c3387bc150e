import type { Metadata } from 'next';
import { isFormsBlock } from '@/lib/compare/form';
import type { Block } from '@/lib/content/schema';

/**
 * What the link checker reports of a page: the title, canonical and indexing of its head (the
 * metadata the page itself renders, as lib/seo/page-metadata.ts builds it) and whether its blocks
 * carry a lead form (one posts to the forms route, docs/decisions/0010-forms-without-scripts.md).
 * Pure.
 */
export type PageFacts = { title: string; canonical: string; indexable: boolean; leadForm: boolean };

export function pageFacts(metadata: Metadata, blocks: readonly Block[]): PageFacts {
  const { title, alternates, robots } = metadata;
  return {
    title: typeof title === 'string' ? title : '',
    canonical: typeof alternates?.canonical === 'string' ? alternates.canonical : '',
    indexable: typeof robots !== 'object' || robots?.index !== false,
    leadForm: blocks.some(isFormsBlock),
  };
}
