import './site-styles';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { Activity, Suspense, type ReactNode } from 'react';
import { SiteBehaviour } from '@/components/islands/site-behaviour.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { inDraftMode } from '@/lib/content/draft';
import { env } from '@/lib/config/env';
import { loadShell } from '@/lib/page/load-shell';

const inter = localFont({
  // Inter 4 (latin, @fontsource-variable/inter 5.3.0) cut to what the site uses: the weights
  // 400–800 of the variable axis, the default OpenType features plus tnum, and the characters of
  // Spanish text, the three currencies and the site's symbols. It is on the critical path of every
  // first visit, so it carries nothing the site never draws (docs/architecture.md, "What keeps the
  // first screen light").
  src: '../public/fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-inter',
  weight: '400 800',
  // Preloaded with swap: the font must be there by the first paint, or its swap shifts text (the
  // CLS target, docs/decisions/0004-deferred-scripts.md).
  display: 'swap',
});

export async function generateMetadata(): Promise<Metadata> {
  const { name } = await loadShell();
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: name, template: `%s` },
    applicationName: name,
  };
}

export const viewport: Viewport = { themeColor: '#0b3d91', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [shell, preview] = await Promise.all([loadShell(), inDraftMode()]);
  return (
    <html lang={shell.locale} className={inter.variable}>
      <body>
        {preview ? <PreviewBanner /> : null}
        <a href="#main" className="skip-link">
          Saltar al contenido
        </a>
        <SiteHeader header={shell.header} universityName={shell.name} regulator={shell.regulator} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {/* Below the fold: hydrated after the header and the page, as each block is (decisions/0023). */}
        <Activity>
          <SiteFooter grid={shell.footer} simple={shell.simpleFooter} backToTop={shell.backToTop} universityName={shell.name} />
        </Activity>
        <Suspense fallback={null}>
          <SiteBehaviour />
        </Suspense>
      </body>
    </html>
  );
}
