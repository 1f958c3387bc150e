import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { WhatsappNow } from '@/components/contact/whatsapp-now';
import { parseWhatsappCookie, WHATSAPP_COOKIE } from '@/lib/contact/whatsapp-lead';
import { getUniversityConfig } from '@/lib/content';
import { pageMetadata, PageView } from '../../[[...slug]]/page-view';

/**
 * A thank-you page for the visitor who just authorised WhatsApp: proxy.ts rewrites `…/gracias` here
 * while the form's answer cookie lasts (docs/decisions/0020-click-ids.md). The same page, then
 * "Escríbenos por WhatsApp" with this visitor's reference: rendered for each request, never cached.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).slug ?? [], { noindex: true });
}

export default async function WhatsappThanksPage({ params }: Props) {
  const segments = (await params).slug ?? [];
  const lead = parseWhatsappCookie((await cookies()).get(WHATSAPP_COOKIE)?.value);
  const config = await getUniversityConfig();
  return <PageView segments={segments} after={lead && <WhatsappNow lead={lead} config={config} />} />;
}
