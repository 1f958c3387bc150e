import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { RenderBlocks } from '@/components/blocks/registry';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { WhatsappNow } from '@/components/contact/whatsapp-now';
import { Comparison } from '@/components/shortlist/comparison';
import { parseWhatsappCookie, WHATSAPP_COOKIE } from '@/lib/contact/whatsapp-lead';
import { env } from '@/lib/config/env';
import { pageContext } from '@/lib/page/page-at';
import { buildMetadata } from '@/lib/seo/build-metadata';
import { COMPARE_PATH } from '@/lib/shortlist/shortlist';
import { loadComparison, type SearchParams } from '../load';

/**
 * The thank-you page of the comparison's lead form: the content's thanks, then the comparison the
 * visitor sent it from, again (its programs ride in the address the form led to).
 */
type Props = { searchParams: SearchParams };
const PATH = `${COMPARE_PATH}/gracias`;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { config, at } = await loadComparison(PATH, searchParams);
  return buildMetadata({
    seo: at?.page.meta.seo ?? { title: '¡Gracias por tu interés!', description: '¡Gracias por tu interés!' },
    pathname: PATH,
    siteUrl: env().SITE_URL,
    siteName: config.name,
    locale: config.locale,
    noindex: true,
  });
}

export default async function CompareThanksPage({ searchParams }: Props) {
  const { config, at, found } = await loadComparison(PATH, searchParams);
  const siteUrl = env().SITE_URL;
  // A visitor whose lead authorised WhatsApp gets its link here too (decision 0020).
  const lead = parseWhatsappCookie((await cookies()).get(WHATSAPP_COOKIE)?.value);
  return (
    <>
      <Breadcrumbs pathname={PATH} siteUrl={siteUrl} />
      {at ? (
        <RenderBlocks blocks={at.page.blocks} context={{ config, pathname: PATH, siteUrl, page: pageContext(at.page, at.resolution) }} title="¡Gracias por tu interés!" />
      ) : (
        <div className="container">
          <h1>¡Gracias por tu interés!</h1>
        </div>
      )}
      {lead && <WhatsappNow lead={lead} config={config} />}
      {found.length > 0 && (
        <section className="section" aria-labelledby="compare-recap">
          <div className="container">
            <h2 id="compare-recap">Tu comparación</h2>
            <Comparison programs={found} config={config} recap />
          </div>
        </section>
      )}
    </>
  );
}
