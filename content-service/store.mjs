// The embedded content service's content: curated pages and collections read from
// content/{university}/, detail pages generated from the collections, and every block
// addressable by id for the v2 endpoints. Every page carries `changed` (ISO 8601, UTC): when the
// content service last changed it, as Drupal's `changed` or Sanity's `_updatedAt`; a curated
// page has it in its file, a detail page from its collection item.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filterOptionsOf, landingFilters, slugify, withProgramData } from './offer.mjs';

export { filterOptionsOf } from './offer.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const STYLES = ['large', 'max_1300x1300', 'max_650x650', 'max_325x325'];
const COLLECTIONS = ['programs', 'articles', 'events', 'campuses'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Page name from a site path: slashes and hyphens become underscores (rules §2). */
export const nameFromPath = (path) =>
  path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/[/-]/g, '_');

export function loadContent(university, { contentDir = join(here, 'content'), mediaDir = join(here, '..', 'public', 'media'), drafts = false } = {}) {
  const dir = join(contentDir, university);
  if (!existsSync(dir)) throw new Error(`No content for university "${university}"`);
  // Editor preview (docs/decisions/0013-staff-workbench.md): with `drafts`, a file under
  // `{university}/drafts/` replaces the published file at the same place.
  const draftDir = join(dir, 'drafts');
  const fileOf = (...parts) => (drafts && existsSync(join(draftDir, ...parts)) ? join(draftDir, ...parts) : join(dir, ...parts));
  const manifest = readJson(join(mediaDir, 'manifest.json'));

  const image = (key) => {
    const meta = manifest[key];
    if (!meta) throw new Error(`Unknown image key "${key}"`);
    const styles = {};
    for (const s of STYLES) {
      styles[s] = `/media/${key}/${s}.jpg`;
      styles[`${s}_webp`] = `/media/${key}/${s}.webp`;
    }
    return { styles, texts: { alt: meta.alt, title: meta.title ?? '' }, width: meta.width, height: meta.height };
  };

  // Image keys may appear anywhere an image is expected: expand them all.
  const expandImages = (value, key) => {
    if (Array.isArray(value)) return value.map((v) => expandImages(v, key));
    // Media keys expand; a path or URL (e.g. og.image) is kept as it is.
    if (typeof value === 'string' && (key === 'image' || key === 'images') && !/[/:]/.test(value)) return image(value);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandImages(v, k)]));
    }
    return value;
  };

  const config = readJson(fileOf('config.json'));
  const common = expandImages(readJson(fileOf('common.json')));
  const raw = Object.fromEntries(COLLECTIONS.map((c) => [c, expandImages(readJson(fileOf(`${c}.json`)))]));

  const programs = raw.programs.map((p) => ({ ...p, path: `/programas/${p.slug}` }));
  const articles = raw.articles.map((a) => ({ ...a, path: `/${a.kind === 'blog' ? 'blog' : 'noticias'}/${a.slug}` }));
  const events = raw.events.map((e) => ({ ...e, path: `/eventos/${e.slug}`, date: { start: e.start, end: e.end } }));
  const campuses = raw.campuses.map((c) => ({ ...c, path: `/sedes/${c.slug}` }));
  const collections = { programs, articles, events, campuses };

  const pages = new Map(); // name -> page
  const byPath = new Map(); // path -> name
  const addPage = (page) => {
    pages.set(page.name, page);
    if (page.path) byPath.set(page.path, page.name);
  };

  const draftPages = drafts && existsSync(join(draftDir, 'pages')) ? readdirSync(join(draftDir, 'pages')) : [];
  for (const file of new Set([...readdirSync(join(dir, 'pages')), ...draftPages].filter((f) => f.endsWith('.json')))) {
    addPage(expandImages(readJson(fileOf('pages', file))));
  }

  const detailSeo = (title, description, img) => ({
    title: `${title} | ${config.shortName}`,
    description,
    robots: 'index,follow',
    og: { title, description, image: img?.styles.large, type: 'article' },
    twitter: { card: 'summary_large_image' },
  });
  const leadForm = pages.get('landing')?.blocks.find((b) => b.component === 'forms');
  const eventForm = pages.get('eventos')?.blocks.find((b) => b.component === 'forms');
  /**
   * An event page's registration form (the landing-form payload, rules §3): its events control
   * lists every event and starts on this one; the site keeps only the upcoming ones, in date order.
   */
  const registrationFor = (event, name) => {
    if (!eventForm) return [];
    const options = events.map((e) => ({ value: e.id, label: e.title, title: e.title, location: e.location, start: e.start, end: e.end }));
    const fields = eventForm.data.fields.map((f) => (f.type === 'events' ? { ...f, options, value: event.id } : f));
    return [{ ...eventForm, id: `${name}-form`, data: { ...eventForm.data, fields } }];
  };

  const testimonials = existsSync(fileOf('testimonials.json')) ? readJson(fileOf('testimonials.json')) : [];
  const testimonialsOf = (programType) => testimonials.filter((t) => t.programType === programType).map(({ programType: _t, ...t }) => t);

  for (const p of programs) {
    const name = nameFromPath(p.path);
    const { body, faq, studyPlan, slug: _slug, ...program } = p;
    const voices = testimonialsOf(p.programType).slice(0, 3);
    addPage({
      name,
      path: p.path,
      changed: p.changed,
      seo: detailSeo(p.title, p.summary, p.image),
      programOffer: { programType: p.programType, modality: p.modality, campus: p.campus, program: p.id },
      program_name: [{ value: p.title }],
      blocks: [
        { id: `${name}-detail`, component: 'program_detail', data: { program, body, ...(leadForm ? { formAnchor: leadForm.data.general.id } : {}) } },
        ...(studyPlan?.length ? [{ id: `${name}-plan`, component: 'study_plan', data: { title: 'Plan de estudios', periods: studyPlan } }] : []),
        ...(voices.length ? [{ id: `${name}-voices`, component: 'testimonials', data: { title: 'Lo que dicen nuestros estudiantes', items: voices } }] : []),
        ...(faq?.length ? [{ id: `${name}-faq`, component: 'faq', data: { title: 'Preguntas frecuentes', items: faq } }] : []),
        ...(leadForm ? [{ ...leadForm, id: `${name}-form` }] : []),
      ],
    });
  }
  const details = [
    ['article', articles, 'article_detail', (a) => ({ article: strip(a, 'body'), kind: a.kind, body: a.body })],
    ['event', events, 'event_detail', (e) => ({ event: strip(e, 'body'), body: e.body })],
    ['campus', campuses, 'campus_detail', (c) => ({ campus: strip(c, 'body'), body: c.body })],
  ];
  for (const [kind, items, component, toData] of details) {
    for (const item of items) {
      const name = nameFromPath(item.path);
      addPage({
        name,
        path: item.path,
        changed: kind === 'article' ? latest(item.changed, item.date) : item.changed,
        seo: detailSeo(item.title, item.summary ?? `${item.title}: ${item.address ?? ''}`, item.image),
        blocks: [
          { id: `${name}-detail`, component, data: toData(item) },
          ...(kind === 'event' ? registrationFor(item, name) : []),
          ...(kind === 'article' ? articleNextStep(name, item, programs, leadForm, config) : []),
        ],
      });
    }
  }

  // `/programas` (the parent of every program page, linked from breadcrumbs) is the academic
  // offer under a second path, with its canonical on the offer itself.
  const offer = pages.get('oferta_academica');
  if (offer && !byPath.has('/programas')) {
    addPage({ ...offer, name: 'programas', path: '/programas', seo: { ...offer.seo, canonical_url: offer.path } });
  }

  for (const name of ['header', 'footer', 'simple_footer', 'back_to_top']) {
    if (!common[name]) throw new Error(`common.json lacks "${name}"`);
  }
  const componentOf = { header: 'header', footer: 'content_module', simple_footer: 'simple_footer', back_to_top: 'back_to_top' };
  addPage({
    name: 'common',
    path: null,
    seo: { title: config.name, description: config.name },
    blocks: Object.entries(componentOf).map(([key, component]) => ({ id: `common-${key}`, component, data: common[key] })),
  });

  // The redirects the content team manages (docs/redirects.md), the answer of `/web/redirects` as it is.
  const redirects = existsSync(fileOf('redirects.json')) ? readJson(fileOf('redirects.json')).redirects : [];

  return { university, config, collections, pages, byPath, image, redirects };
}

/**
 * The end of an article is never a dead end: the programs it is about (by their keywords in
 * its text, else the first undergraduate ones), a way to ask, and the lead form itself.
 */
function articleNextStep(name, article, programs, leadForm, config) {
  const { programs: picked, named } = relatedPrograms(article, programs);
  const related = picked.map(({ body: _b, faq: _f, slug: _s, studyPlan: _p, ...rest }) => rest);
  const links = [
    ...(leadForm ? [{ label: 'Solicita información', link: `#${leadForm.data.general.id}` }] : []),
    ...(config.whatsapp ? [{ label: 'Habla con un asesor por WhatsApp', link: `https://wa.me/${config.whatsapp.replace(/\D/g, '')}` }] : []),
    { label: 'Ver toda la oferta académica', link: config.academicOfferPath ?? '/oferta-academica' },
  ].slice(0, 3);
  return [
    {
      id: `${name}-next`,
      component: 'next_step',
      data: {
        title: named ? 'Programas relacionados' : 'Programas que te pueden interesar',
        text: 'Un asesor de admisiones te cuenta el plan de estudios, los valores y las becas de cada programa.',
        links,
        programs: related,
      },
    },
    ...(leadForm ? [{ ...leadForm, id: `${name}-form` }] : []),
  ];
}

/**
 * Programs whose title or keywords appear in an article (at most 3, best first; `named`), else
 * the first undergraduate programs.
 */
export function relatedPrograms(article, programs) {
  const text = ` ${normalizeText(`${article.title} ${article.summary} ${article.category} ${article.body}`)} `;
  const scored = programs
    .map((p) => ({
      p,
      score: (text.includes(` ${normalizeText(p.title)} `) ? 5 : 0) + (p.keywords ?? []).filter((k) => text.includes(` ${normalizeText(k)} `)).length,
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const picked = scored.length ? scored.map((s) => s.p) : programs.filter((p) => p.programType === 'pregrado');
  return { programs: picked.slice(0, 3), named: scored.length > 0 };
}

const normalizeText = (s) =>
  String(s ?? '').replace(/<[^>]*>/g, ' ').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * When a news or blog post last changed: its own `changed`, never before its publication date
 * (epoch seconds), as an ISO 8601 date in UTC.
 */
function latest(changed, published) {
  const dates = [changed ? Date.parse(changed) : NaN, Number(published) * 1000].filter(Number.isFinite);
  return dates.length ? new Date(Math.max(...dates)).toISOString().replace('.000Z', 'Z') : undefined;
}

function strip(obj, ...keys) {
  const copy = { ...obj };
  for (const k of keys) delete copy[k];
  delete copy.slug;
  return copy;
}

const LANDING_FIELDS = ['programType', 'modality', 'campus', 'slug'];

/** Fill a collection block's list from its `from` query (and the landing tags, if any). */
export function resolveBlockData(content, block, tags = []) {
  const { from, ...data } = block.data ?? {};
  if (block.component === 'forms') return withProgramData(content, data);
  if (!from) return data;
  let items = content.collections[from.collection] ?? [];
  for (const [field, value] of Object.entries(from.filter ?? {})) {
    items = items.filter((item) => item[field] === value);
  }
  if (block.component === 'program_list' && tags.length) {
    // Landing filters: opportunityType, modality, campus, program (rules §2 segment table).
    const filters = landingFilters(tags);
    items = items.filter((p) =>
      LANDING_FIELDS.every((f, i) => {
        const want = [filters.opportunityType, filters.modality, filters.campus, filters.program][i];
        if (!want) return true;
        const candidates =
          f === 'modality' ? [p.modality, p.modalityLabel]
          : f === 'campus' ? [p.campus, p.campusLabel, ...(p.campus === 'N/A' ? ['virtual'] : [])]
          : [p[f]];
        return candidates.some((v) => slugify(String(v)) === slugify(want));
      }),
    );
  }
  if (from.limit) items = items.slice(0, from.limit);
  const key = { programs: 'programs', articles: 'articles', events: 'events', campuses: 'campuses' }[from.collection];
  const out = { ...data, [key]: items.map(({ body: _b, faq: _f, slug: _s, start: _st, end: _e, ...rest }) => rest) };
  if (block.component === 'program_list') {
    const seen = new Map();
    for (const p of content.collections.programs) seen.set(p.programType, p.programTypeLabel);
    out.categories = [...seen].map(([id, label]) => ({ id, label }));
    // The academic offer (not a landing, not a teaser list) gets its filter checkboxes.
    if (!from.limit && !tags.length) out.filterOptions = filterOptionsOf(content);
  }
  return out;
}
