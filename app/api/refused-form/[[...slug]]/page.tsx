import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { findRefusal, REFUSAL_HEADER } from '@/lib/forms/refusal-store';
import { pageMetadata, PageView } from '@/app/[[...slug]]/page-view';

/**
 * A page with a form the server refused, rendered for that one answer (never cached): the form
 * route asks this server for the page with the refusal's id in `x-form-refusal`, which
 * next.config.mjs rewrites here, keeping the page's own URL. Without a refusal this server holds,
 * there is nothing here (docs/decisions/0010-forms-without-scripts.md).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug?: string[] }> };

async function refusalOf() {
  const refusal = findRefusal((await headers()).get(REFUSAL_HEADER));
  if (!refusal) notFound();
  return refusal;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await refusalOf();
  return pageMetadata((await params).slug ?? [], { noindex: true });
}

export default async function RefusedFormPage({ params }: Props) {
  const refusal = await refusalOf();
  return <PageView segments={(await params).slug ?? []} refusal={refusal} />;
}
