import './site-styles';
import type { Metadata, Viewport } from 'next';
import { Activity, Suspense, type ReactNode } from 'react';
import { SiteBehaviour } from '@/components/islands/site-behaviour.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { inDraftMode } from '@/lib/content/draft';
import { env } from '@/lib/config/env';
import { loadShell } from '@/lib/page/load-shell';

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
    <html lang={shell.locale}>
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
