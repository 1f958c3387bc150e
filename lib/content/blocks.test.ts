/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { parsePage, programNameOf } from './blocks';

const seo = { title: 'Administración de Empresas', description: 'Pregrado presencial' };
const offer = { programType: 'pregrado', modality: 'PRE', campus: 'BOG', program: 'ADM' };
const stub = { id: 'b1', component: 'hero', identifier: 'programa', endpoint: '/api/v1/web/block/b1' };
const meta = (extra: Record<string, unknown>) => ({ id: 'm', component: 'page_meta', identifier: 'programa', seo, ...extra });

/**
 * Rules §8: a malformed optional field of the first block is dropped (and
 * logged), never fatal; only a page without a usable first block is an upstream failure.
 */
describe('parsePage (rules §8)', () => {
  it.each<[string, unknown, { programName: string; programOffer: unknown; seoOg: unknown }]>([
    ['well formed', [meta({ programOffer: offer, program_name: [{ value: 'Administración' }] }), stub], { programName: 'Administración', programOffer: offer, seoOg: undefined }],
    ['program_name a string → programOffer.program', [meta({ programOffer: offer, program_name: 'Administración' }), stub], { programName: 'ADM', programOffer: offer, seoOg: undefined }],
    ['program_name [{value: 5}] → programOffer.program', [meta({ programOffer: offer, program_name: [{ value: 5 }] }), stub], { programName: 'ADM', programOffer: offer, seoOg: undefined }],
    ['program_name empty list → programOffer.program', [meta({ programOffer: offer, program_name: [] }), stub], { programName: 'ADM', programOffer: offer, seoOg: undefined }],
    ['no program_name, no programOffer → ""', [meta({}), stub], { programName: '', programOffer: undefined, seoOg: undefined }],
    ['a malformed field of programOffer → its default, the rest kept', [meta({ programOffer: { ...offer, modality: 5 } }), stub], { programName: 'ADM', programOffer: { ...offer, modality: '' }, seoOg: undefined }],
    ['programOffer a string → dropped', [meta({ programOffer: 'PRE' }), stub], { programName: '', programOffer: undefined, seoOg: undefined }],
    ['a malformed optional seo field → dropped', [meta({ seo: { ...seo, og: 'x', robots: 7 } }), stub], { programName: '', programOffer: undefined, seoOg: undefined }],
  ])('%s', (_name, raw, expected) => {
    const page = parsePage(raw);
    expect(page).not.toBeNull();
    expect({ programName: programNameOf(page!.meta), programOffer: page!.meta.programOffer, seoOg: page!.meta.seo.og }).toEqual(expected);
    expect(page!.stubs).toEqual([stub]);
  });

  it('a malformed block stub is left out, the others kept', () => {
    const page = parsePage([meta({}), stub, { id: 'b2', component: 'faq' }, { ...stub, id: 'b3' }]);
    expect(page?.stubs.map((s) => s.id)).toEqual(['b1', 'b3']);
  });

  it.each<[string, unknown]>([
    ['not a list', { blocks: [] }],
    ['an empty list', []],
    ['a first block without seo', [{ id: 'm', component: 'page_meta', identifier: 'x' }, stub]],
    ['a first block that is not page_meta', [stub]],
    ['a first block whose seo title is not text', [meta({ seo: { title: 5, description: '' } }), stub]],
  ])('a page without blocks or first block is a failure: %s', (_name, raw) => {
    expect(parsePage(raw)).toBeNull();
  });
});
