import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUniversityConfig } from '@/lib/content/config';
import type { CostRules } from '@/lib/content/cost-config';
import { CURRENCY } from '@/lib/locale/money';
import { estimate, periodsOf, pricedPeriod, rulesFor, type Pick } from './estimate';

/** Each university's rules as its embedded configuration publishes them, through the site's own parse. */
function rulesOf(code: 'co' | 'pa' | 'cr') {
  const raw = JSON.parse(readFileSync(join(__dirname, `../../content-service/content/${code}/config.json`), 'utf8')) as unknown;
  const config = parseUniversityConfig(raw);
  if (!config?.costRules) throw new Error(`${code}: no cost rules`);
  return { rules: config.costRules, digits: CURRENCY[config.currency].digits };
}

type Row = [label: string, code: 'co' | 'pa' | 'cr', price: number, periods: number, picks: Pick[], want: { percent: number; perPeriod: number; total: number; applied: string[]; left?: string[] }];

// Figures worked by hand: price × (1 − percent) per period, rounded half up in the currency's
// smallest unit, then × periods.
const ROWS: Row[] = [
  ['co: no pick is the list price', 'co', 8_950_000, 10, [], { percent: 0, perPeriod: 8_950_000, total: 89_500_000, applied: [] }],
  ['co: Saber 11 band 350–399 (20 %) + pronto pago (5 %) add up', 'co', 8_950_000, 10, [{ id: 'merito-saber-11', band: 1 }, { id: 'pronto-pago' }], { percent: 25, perPeriod: 6_712_500, total: 67_125_000, applied: ['merito-saber-11', 'pronto-pago'] }],
  ['co: 30 % + 5 % + 10 % is capped at 40 %', 'co', 7_650_000, 9, [{ id: 'merito-saber-11', band: 2 }, { id: 'pronto-pago' }, { id: 'hermanos' }], { percent: 40, perPeriod: 4_590_000, total: 41_310_000, applied: ['merito-saber-11', 'pronto-pago', 'hermanos'] }],
  ['co: an exclusive agreement (15 %) beats pronto pago (5 %), which is left out', 'co', 12_500_000, 4, [{ id: 'pronto-pago' }, { id: 'convenio-empresarial' }], { percent: 15, perPeriod: 10_625_000, total: 42_500_000, applied: ['convenio-empresarial'], left: ['pronto-pago'] }],
  ['co: the combinable 30 % + 5 % beat the exclusive 15 %', 'co', 8_950_000, 10, [{ id: 'merito-saber-11', band: 2 }, { id: 'pronto-pago' }, { id: 'convenio-empresarial' }], { percent: 35, perPeriod: 5_817_500, total: 58_175_000, applied: ['merito-saber-11', 'pronto-pago'], left: ['convenio-empresarial'] }],
  ['co: pesos round half up (1.850.010 × 5 % = 92.500,5 → 92.501)', 'co', 1_850_010, 3, [{ id: 'pronto-pago' }], { percent: 5, perPeriod: 1_757_509, total: 5_272_527, applied: ['pronto-pago'] }],
  ['co: a band that does not exist is no pick', 'co', 8_950_000, 10, [{ id: 'merito-saber-11', band: 7 }], { percent: 0, perPeriod: 8_950_000, total: 89_500_000, applied: [] }],
  ['pa: excelencia 25 % + contado 7 % in balboas with cents', 'pa', 2_150, 9, [{ id: 'excelencia-academica', band: 1 }, { id: 'pago-de-contado' }], { percent: 32, perPeriod: 1_462, total: 13_158, applied: ['excelencia-academica', 'pago-de-contado'] }],
  ['pa: 25 % + 7 % + 10 % capped at 35 %', 'pa', 1_980, 9, [{ id: 'excelencia-academica', band: 1 }, { id: 'pago-de-contado' }, { id: 'hermanos' }], { percent: 35, perPeriod: 1_287, total: 11_583, applied: ['excelencia-academica', 'pago-de-contado', 'hermanos'] }],
  ['pa: cents round half up (1.234,57 × 15 % = 185,1855 → 185,19)', 'pa', 1_234.57, 3, [{ id: 'excelencia-academica', band: 0 }], { percent: 15, perPeriod: 1_049.38, total: 3_148.14, applied: ['excelencia-academica'] }],
  ['pa: 480,10 × 7 % = 33,607 → 33,61', 'pa', 480.1, 1, [{ id: 'pago-de-contado' }], { percent: 7, perPeriod: 446.49, total: 446.49, applied: ['pago-de-contado'] }],
  ['pa: the exclusive agreement (20 %) beats contado (7 %)', 'pa', 3_400, 4, [{ id: 'pago-de-contado' }, { id: 'convenio-empresarial' }], { percent: 20, perPeriod: 2_720, total: 10_880, applied: ['convenio-empresarial'], left: ['pago-de-contado'] }],
  ['cr: rendimiento 25 % + contado 6 % + familiar 10 % = 41 %', 'cr', 1_185_000, 9, [{ id: 'rendimiento-academico', band: 1 }, { id: 'pago-de-contado' }, { id: 'descuento-familiar' }], { percent: 41, perPeriod: 699_150, total: 6_292_350, applied: ['rendimiento-academico', 'pago-de-contado', 'descuento-familiar'] }],
  ['cr: 40 % + 6 % + 10 % capped at 50 %', 'cr', 985_000, 9, [{ id: 'rendimiento-academico', band: 2 }, { id: 'pago-de-contado' }, { id: 'descuento-familiar' }], { percent: 50, perPeriod: 492_500, total: 4_432_500, applied: ['rendimiento-academico', 'pago-de-contado', 'descuento-familiar'] }],
  ['cr: colones round half up (999.999 × 15 % = 149.999,85 → 150.000)', 'cr', 999_999, 2, [{ id: 'rendimiento-academico', band: 0 }], { percent: 15, perPeriod: 849_999, total: 1_699_998, applied: ['rendimiento-academico'] }],
  ['cr: the exclusive agreement (20 %) beats familiar (10 %)', 'cr', 1_850_000, 4, [{ id: 'descuento-familiar' }, { id: 'convenio-institucional' }], { percent: 20, perPeriod: 1_480_000, total: 5_920_000, applied: ['convenio-institucional'], left: ['descuento-familiar'] }],
];

describe('estimate, per university', () => {
  it.each(ROWS)('%s', (_label, code, price, periods, picks, want) => {
    const { rules, digits } = rulesOf(code);
    const result = estimate({ price, periods, digits, maxPercent: rules.maxPercent, rules: rules.rules, picks });
    expect(result).toMatchObject({ percent: want.percent, perPeriod: want.perPeriod, total: want.total, applied: want.applied, left: want.left ?? [] });
    expect(result.basePerPeriod - result.discountPerPeriod).toBeCloseTo(result.perPeriod, digits);
    expect(result.baseTotal).toBeCloseTo(price * periods, digits);
  });

  it('says when the combinable sum was capped', () => {
    const { rules, digits } = rulesOf('co');
    const picks = [{ id: 'merito-saber-11', band: 2 }, { id: 'pronto-pago' }, { id: 'hermanos' }];
    expect(estimate({ price: 1, periods: 1, digits, maxPercent: rules.maxPercent, rules: rules.rules, picks }).capped).toBe(true);
  });
});

describe('the rules a program sees', () => {
  const ids = (rules: CostRules['rules']) => rules.map((r) => r.id);
  it('filters by program type', () => {
    const { rules } = rulesOf('co');
    expect(ids(rulesFor(rules.rules, 'pregrado'))).toEqual(['merito-saber-11', 'pronto-pago', 'hermanos', 'convenio-empresarial']);
    expect(ids(rulesFor(rules.rules, 'educacion-continua'))).toEqual(['pronto-pago', 'convenio-empresarial', 'egresados']);
  });

  it.each([
    [{ periods: 9, duration: '10 semestres' }, 9],
    [{ duration: '10 semestres' }, 10],
    [{ duration: '3 cuatrimestres' }, 3],
    [{ duration: '120 horas' }, 1],
  ])('periods of %p', (program, want) => {
    expect(periodsOf(program)).toBe(want);
  });

  it.each([
    [{ duration: '10 semestres' }, 'semestre'],
    [{ duration: '1 Año' }, 'año'],
    [{ duration: '3 cuatrimestres' }, 'cuatrimestre'],
    [{ periods: 4, duration: '18 meses' }, 'periodo'],
    [{ duration: '120 horas' }, null],
  ])('the price of %p pays for one %p (null: the whole program)', (program, want) => {
    expect(pricedPeriod(program)).toBe(want);
  });
});
