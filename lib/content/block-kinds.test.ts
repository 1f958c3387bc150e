/**
 * @jest-environment node
 *
 * Each kind's normalisation runs on the real server path: a block parsed by `parseBlock` comes out
 * with its CMS HTML sanitized, in every field that carries HTML, and its other fields as they
 * arrived.
 */
import { describe, expect, it } from '@jest/globals';
import { testImage as image } from '@/test/block-fixtures';
import { blockKinds } from './block-kinds';
import { parseBlock } from './blocks';
import type { Block } from './schema';

const HOSTILE = '<p onclick="steal()">Hola<script>alert(1)</script></p>';
const CLEAN = '<p>Hola</p>';

const program = {
  id: 'p1', path: '/programas/p1', title: 'Programa', summary: 'Resumen', programType: 'pregrado', programTypeLabel: 'Pregrado',
  modality: 'PRE', modalityLabel: 'Presencial', campus: 'BOG', campusLabel: 'Bogotá', duration: '8 semestres', price: 1, image,
};
const article = { id: 'a1', path: '/noticias/a1', title: 'Noticia', summary: 'Resumen', date: 1_790_000_000, category: 'Campus', image };
const event = { id: 'e1', path: '/eventos/e1', title: 'Evento', summary: 'Resumen', date: { start: 1_790_000_000, end: 1_790_003_600 }, location: 'Bogotá', image };
const campus = {
  id: 'c1', path: '/sedes/c1', title: 'Sede', kind: 'campus', address: 'Calle 1', city: 'Bogotá', phone: '601', hours: '8-18', lat: 4.6, lng: -74.1, image,
};
const contentModule = (text: string) => ({
  content: { row: [{ column: [{ number_columns: 12, items_column: [{ identifier: 'i1', text }, { identifier: 'i2', icon: 'x' }] }] }] },
});

/** kind, data with HOSTILE in its HTML fields, and where its HTML lands in the parsed data. */
const CASES: [string, Record<string, unknown>, (data: Record<string, unknown>) => unknown][] = [
  ['html_text', { html: HOSTILE }, (d) => d.html],
  ['program_detail', { program, body: HOSTILE }, (d) => d.body],
  ['article_detail', { article, kind: 'news', body: HOSTILE }, (d) => d.body],
  ['event_detail', { event, body: HOSTILE }, (d) => d.body],
  ['campus_detail', { campus, body: HOSTILE }, (d) => d.body],
  ['faq', { title: 'Preguntas', items: [{ question: '¿Qué?', answer: HOSTILE }] }, (d) => (d.items as { answer: string }[])[0]?.answer],
  ['content_module', contentModule(HOSTILE), (d) => (d as ReturnType<typeof contentModule>).content.row[0]?.column[0]?.items_column[0]?.text],
];

const parse = (component: string, data: Record<string, unknown>): Block | null =>
  parseBlock({ id: 'b1', component, identifier: 'x', data }, { id: 'b1', component });

describe('block normalisation through parseBlock', () => {
  it.each(CASES)('%s: its CMS HTML arrives sanitized', (component, data, html) => {
    const block = parse(component, data);
    expect(block?.component).toBe(component);
    expect(html(block!.data as Record<string, unknown>)).toBe(CLEAN);
  });

  it('content_module: an item without text is kept as it is', () => {
    const block = parse('content_module', contentModule(HOSTILE));
    expect(block?.component === 'content_module' && block.data.content.row[0]?.column[0]?.items_column[1]).toEqual({ identifier: 'i2', icon: 'x' });
  });

  it('a kind without a normalisation keeps its text as it arrived', () => {
    const block = parse('hero', { title: '<b>Hola</b>', image });
    expect(block?.component === 'hero' && block.data.title).toBe('<b>Hola</b>');
  });
});

describe('the kind list', () => {
  it('names each kind once', () => {
    const kinds = blockKinds.map((k) => k.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
