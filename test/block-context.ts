import type { BlockContext } from '@/components/blocks/types';
import type { UniversityConfig } from '@/lib/content/schema';

/** A university configuration and block context for component tests. */
export const testConfig: UniversityConfig = {
  code: 'co',
  name: 'Universidad Ejemplo',
  shortName: 'UE',
  locale: 'es-CO',
  currency: 'COP',
  timeZone: 'America/Bogota',
  phone: '+57 1 555 0000',
  email: 'info@example.edu.co',
  address: 'Calle 1',
  social: [],
  academicOfferPath: '/oferta-academica',
  modalityRule: 'VIR',
  alternativeMode: false,
};

export const blockContext = (overrides: Partial<BlockContext> = {}): BlockContext => ({
  config: testConfig,
  pathname: '/',
  page: { blocks: [], offer: undefined, landing: null, landingCheck: null },
  index: 0,
  leadImage: false,
  primaryHeading: false,
  siteUrl: 'https://example.edu.co',
  ...overrides,
});
