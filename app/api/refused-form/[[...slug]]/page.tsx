import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/config/env';
import { refusalCookieName } from '@/lib/forms/refused-form';
import { processRefusalStore } from '@/lib/forms/refusal-store';
import { overHttps } from '@/lib/http/over-https';
import { pageMetadata, PageView } from '@/app/[[...slug]]/page-view';

/**
 * A page with a form the server refused, rendered for that one visitor (never cached): a refused
 * form's 303 leads to the page marked in its query, which next.config.mjs rewrites here, keeping the
 * page's own URL. The refusal is the one kept under the id of the visitor's cookie; without one
 * (expired, forged, already replaced) this is the page with its form as it always is
 * (docs/decisions/0010-forms-without-scripts.md). Under /api, the route adds nothing to every
 * page's RSC payload (its list of sibling segments).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug?: string[] }> };

async function refusal() {
  const id = (await cookies()).get(refusalCookieName(overHttps(await headers())))?.value;
  return (await processRefusalStore(env().REDIS_URL).find(id)) ?? undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).slug ?? [], { noindex: true });
}

export default async function RefusedFormPage({ params }: Props) {
  return <PageView segments={(await params).slug ?? []} refusal={await refusal()} />;
}
