/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { blockSchemas } from '@/lib/content/block-kinds';
import { areaSuggestions } from './search.mjs';
import { filterOptionsOf, loadContent, relatedPrograms } from './store.mjs';

const content = loadContent('co');
const areas = filterOptionsOf(content).filter((o) => o.vocabularyName === 'area');
const blocksOf = (name: string) => content.pages.get(name)?.blocks ?? [];

describe('the next step the content service generates', () => {
  it('a program page: detail with its form anchor, study plan, testimonials, FAQ, then the form', () => {
    const blocks = blocksOf('programas_ingenieria_de_sistemas');
    expect(blocks.map((b) => b.component)).toEqual(['program_detail', 'study_plan', 'testimonials', 'faq', 'forms']);
    const detail = blockSchemas.program_detail.parse(blocks[0]?.data);
    expect(detail.formAnchor).toBe(blockSchemas.forms.parse(blocks[4]?.data).general.id);
    expect(detail.program.snies).toMatch(/^\d{6}$/);
  });

  it('an article ends with related programs, the ways to ask and the lead form', () => {
    const blocks = blocksOf('noticias_becas_talento_regional_2027');
    expect(blocks.map((b) => b.component)).toEqual(['article_detail', 'next_step', 'forms']);
    const next = blockSchemas.next_step.parse(blocks[1]?.data);
    expect(next.links[0]).toEqual({ label: 'Solicita información', link: `#${blockSchemas.forms.parse(blocks[2]?.data).general.id}` });
    expect(next.links[1]?.link).toBe('https://wa.me/573107452200');
    expect(next.programs.length).toBeGreaterThan(0);
    expect(blocks[1]?.data).not.toHaveProperty('programs.0.body');
  });

  it.each([
    ['a program named in the article comes first', { title: 'Semillero de Ingeniería de Sistemas gana', summary: '', category: '', body: '' }, 'ingenieria-de-sistemas', true],
    ['keywords count', { title: 'Guía', summary: 'ciberseguridad y software', category: '', body: '' }, 'ingenieria-de-sistemas', true],
    ['nothing matches: undergraduate programs', { title: 'Fútbol', summary: 'Ganamos', category: '', body: '' }, 'ingenieria-de-sistemas', false],
  ])('related programs: %s', (_name, article, first, named) => {
    const related = relatedPrograms(article, content.collections.programs);
    expect(related.programs.length).toBeLessThanOrEqual(3);
    expect(related.programs[0]?.slug).toBe(first);
    expect(related.named).toBe(named);
  });
});

describe('areaSuggestions', () => {
  it.each([
    ['title:*medicina*', ['Salud']],
    ['title:*veterinaria*', ['Salud']],
    ['title:*arquitectura*', ['Construcción']],
    ['title:*finanzas* AND title:*periodismo*', ['Comunicación', 'Negocios']],
    ['title:*zzz*', []],
    ['title:*de*', []],
  ])('%s → %j', (q, labels) => {
    expect(areaSuggestions(q, areas).map((s) => s.label).sort()).toEqual([...labels].sort());
  });
});
