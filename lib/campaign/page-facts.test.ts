import type { Block } from '@/lib/content/schema';
import { buildMetadata } from '@/lib/seo/build-metadata';
import { pageFacts } from './page-facts';

const SITE = 'https://u.edu.co';
const seo = { title: 'Administración & Empresas | Universidad', description: 'Estudia Administración.' };
const head = (overrides: Partial<Parameters<typeof buildMetadata>[0]> = {}) =>
  buildMetadata({ seo, pathname: '/landing/pregrado', siteUrl: SITE, siteName: 'Universidad', locale: 'es-CO', ...overrides });
const block = (component: string) => ({ id: component, component }) as unknown as Block;

describe('pageFacts: what the link checker reads of a page, from the head the page renders', () => {
  it('reads title, canonical, indexing and a lead form', () => {
    expect(pageFacts(head(), [block('hero'), block('forms')])).toEqual({ title: seo.title, canonical: `${SITE}/landing/pregrado`, indexable: true, leadForm: true });
  });

  it('says when a page is kept out of the index, names no canonical, or has no form', () => {
    expect(pageFacts(head({ noindex: true }), [block('hero')])).toMatchObject({ indexable: false, leadForm: false });
    expect(pageFacts(head({ seo: { ...seo, robots: 'noindex, follow' } }), [])).toMatchObject({ indexable: false });
    expect(pageFacts(head({ pathname: null }), []).canonical).toBe('');
  });
});
