/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Image, Program } from '@/lib/content/schema';
import { blockContext, testConfig } from '@/test/block-context';
import { renderComplete } from '@/test/render-complete';
import { AdmissionsCalendar } from './admissions-calendar/admissions-calendar';
import { NextStep } from './next-step/next-step';
import { ProgramDetail } from './program-detail/program-detail';
import { StudyPlan } from './study-plan/study-plan';
import { Testimonials } from './testimonials/testimonials';

const image: Image = {
  styles: {
    large: '/m/l.jpg', large_webp: '/m/l.webp', max_1300x1300: '/m/1.jpg', max_1300x1300_webp: '/m/1.webp',
    max_650x650: '/m/6.jpg', max_650x650_webp: '/m/6.webp', max_325x325: '/m/3.jpg', max_325x325_webp: '/m/3.webp',
  },
  texts: { alt: 'Aula', title: '' },
  width: 1600,
  height: 900,
};

const program: Program = {
  id: 'p1', path: '/programas/derecho', title: 'Derecho', summary: 'Abogados', programType: 'pregrado', programTypeLabel: 'Pregrado',
  modality: 'PRE', modalityLabel: 'Presencial', campus: 'bog', campusLabel: 'Sede Bogotá', duration: '10 semestres', price: 1,
  keywords: [], filters: [], image, snies: '123456', registration: 'Registro calificado vigente.', requirements: ['Título de bachiller'],
};

const config = { ...testConfig, whatsapp: '+57 310 745 2200' };

describe('program detail: the next step in its first screen', () => {
  const render = (formAnchor: string | undefined, whatsapp: string | undefined) =>
    renderComplete(
      <ProgramDetail
        block={{ id: 'pd', component: 'program_detail', identifier: 'x', data: { program, body: '<p>Cuerpo</p>', formAnchor } }}
        context={blockContext({ config: { ...config, whatsapp } })}
      />,
    );

  it('puts the form and the advisor before the picture, with SNIES, registration and requirements', async () => {
    const html = await render('co-form-landing', config.whatsapp);
    const cta = html.indexOf('href="#co-form-landing"');
    expect(cta).toBeGreaterThan(-1);
    expect(cta).toBeLessThan(html.indexOf('<img'));
    expect(html).toContain('href="https://wa.me/573107452200?text=Hola%2C%20quiero%20informaci%C3%B3n%20sobre%20Derecho."');
    expect(html).toMatch(/Código SNIES<\/dt><dd>123456/);
    expect(html).toContain('Registro calificado vigente.');
    expect(html).toContain('<li>Título de bachiller</li>');
  });

  it.each([
    ['no form and no WhatsApp: no call to action', undefined, undefined, 0],
    ['a form only', 'f', undefined, 1],
    ['both', 'f', '+57 300 000 0000', 2],
  ])('%s', async (_name, anchor, whatsapp, links) => {
    const html = await render(anchor, whatsapp);
    const header = html.slice(0, html.indexOf('<img'));
    expect([...header.matchAll(/class="btn /g)]).toHaveLength(links);
  });
});

describe('new content blocks', () => {
  it('admissions calendar: steps in date order, each with its ISO day and a Spanish date', () => {
    const html = renderToStaticMarkup(
      <AdmissionsCalendar
        block={{
          id: 'cal', component: 'admissions_calendar', identifier: 'x',
          data: { title: 'Calendario', period: '2027-I', steps: [{ label: 'Clases', date: '2027-02-08' }, { label: 'Inscripciones', date: '2026-12-18', detail: 'En línea' }] },
        }}
        context={blockContext()}
      />,
    );
    expect(html.indexOf('Inscripciones')).toBeLessThan(html.indexOf('Clases'));
    expect(html).toContain('<time dateTime="2026-12-18"');
    expect(html).toContain('dic 18, 2026');
    expect(html).toContain('feb 8, 2027');
  });

  it('study plan: the first period open, the others collapsed', () => {
    const html = renderToStaticMarkup(
      <StudyPlan
        block={{ id: 'sp', component: 'study_plan', identifier: 'x', data: { title: 'Plan', periods: [{ label: 'Semestre 1', courses: ['Cálculo'] }, { label: 'Semestre 2', courses: ['Física', 'Química'] }] } }}
        context={blockContext()}
      />,
    );
    expect([...html.matchAll(/<details[^>]*open/g)]).toHaveLength(1);
    expect([...html.matchAll(/<details/g)]).toHaveLength(2);
    expect(html).toContain('(1 asignatura)');
    expect(html).toContain('(2 asignaturas)');
  });

  it('testimonials: a quote with its name and role, text escaped', () => {
    const html = renderToStaticMarkup(
      <Testimonials block={{ id: 't', component: 'testimonials', identifier: 'x', data: { title: 'Voces', items: [{ quote: 'Excelente <b>', name: 'Ana', role: 'Egresada' }] } }} context={blockContext()} />,
    );
    expect(html).toContain('«Excelente &lt;b&gt;»');
    expect(html).toContain('<strong>Ana</strong>');
  });

  it('next step: related programs as cards, the first link as the primary button', () => {
    const html = renderToStaticMarkup(
      <NextStep
        block={{
          id: 'n', component: 'next_step', identifier: 'x',
          data: { title: 'Programas relacionados', links: [{ label: 'Solicita información', link: '#form' }, { label: 'Oferta', link: '/oferta-academica' }], programs: [program] },
        }}
        context={blockContext()}
      />,
    );
    expect(html).toContain('href="/programas/derecho"');
    expect(html).toMatch(/href="#form" class="btn btn--warm"|class="btn btn--warm"[^>]*href="#form"/);
  });
});
