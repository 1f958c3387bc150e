/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { imageSchema } from '@/lib/content/primitives';
import { formatCurrency } from '@/lib/locale/money';
import type { Program } from '@/lib/content/schema';
import { renderComplete } from '@/test/render-complete';
import { ProgramCard } from './program-card';

const program = (duration: string) =>
  ({
    title: 'Diplomado en Analítica de Datos',
    path: '/programas/diplomado-analitica-de-datos',
    duration,
    price: 1_850_000,
    programTypeLabel: 'Educación continua',
    modalityLabel: 'Virtual',
    campusLabel: 'Bogotá',
    image: imageSchema.parse({
      styles: Object.fromEntries(['large', 'large_webp', 'max_1300x1300', 'max_1300x1300_webp', 'max_650x650', 'max_650x650_webp', 'max_325x325', 'max_325x325_webp'].map((k) => [k, `/media/d/${k}.jpg`])),
      texts: { alt: 'Estudiante frente a un tablero de datos' },
      width: 1300,
      height: 866,
    }),
  }) as unknown as Program;
const price = async (duration: string) =>
  /<dt>(Valor[^<]*)<\/dt><dd>([^<]*)<\/dd>/.exec(await renderComplete(<ProgramCard program={program(duration)} currency="COP" headingLevel="h3" loading="lazy" />))?.slice(1);

describe('ProgramCard', () => {
  it('names what the price pays for: a period, or the whole program', async () => {
    expect(await price('10 semestres')).toEqual(['Valor semestre', formatCurrency(1_850_000, 'COP')]);
    expect((await price('3 cuatrimestres'))?.[0]).toBe('Valor cuatrimestre');
    expect(await price('120 horas')).toEqual(['Valor total', formatCurrency(1_850_000, 'COP')]);
  });
});
