// Full-text search over every piece of content: accent-insensitive, prefix and typo tolerant,
// answering the query syntax of the site (`title:*word* AND body:*other*`).

const TYPES = {
  programa: 'Programas',
  noticia: 'Noticias',
  blog: 'Blog',
  evento: 'Eventos',
  sede: 'Sedes',
  pagina: 'Páginas',
};

export const normalize = (s) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const stripTags = (html) => String(html ?? '').replace(/<[^>]*>/g, ' ');

/** `title:*diseño* AND body:*web*` → [{ field: 'title', term: 'diseno' }, …]; bare words search all fields. */
export function parseQuery(q) {
  return String(q)
    .split(/\s+AND\s+/i)
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const m = /^([a-z_]+):\*?(.*?)\*?$/i.exec(part);
      const field = m ? m[1].toLowerCase() : '*';
      return normalize(m ? m[2] : part)
        .split(' ')
        .filter(Boolean)
        .map((term) => ({ field, term }));
    });
}

function distanceAtMost(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return prev[b.length] <= max;
}

/** Score of one term against a field's words: exact > prefix/infix > one or two typos. */
function termScore(term, words) {
  let best = 0;
  const typos = term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
  for (const w of words) {
    if (w === term) return 3;
    if (w.startsWith(term)) best = Math.max(best, 2);
    else if (term.length >= 3 && w.includes(term)) best = Math.max(best, 1.5);
    else if (typos && distanceAtMost(term, w.slice(0, term.length + typos), typos)) best = Math.max(best, 1);
  }
  return best;
}

export function buildIndex(content) {
  const { programs, articles, events, campuses } = content.collections;
  const docs = [
    ...programs.map((p) => ({ type: 'programa', item: p, text: [p.summary, p.keywords?.join(' '), p.programTypeLabel, p.modalityLabel, p.campusLabel, stripTags(p.body)] })),
    ...articles.map((a) => ({ type: a.kind === 'blog' ? 'blog' : 'noticia', item: a, text: [a.summary, a.category, stripTags(a.body)] })),
    ...events.map((e) => ({ type: 'evento', item: e, text: [e.summary, e.location, stripTags(e.body)] })),
    ...campuses.map((c) => ({ type: 'sede', item: c, text: [c.address, c.city, stripTags(c.body)] })),
    ...[...content.pages.values()]
      .filter((p) => p.path && !/^\/(programas|noticias|blog|eventos|sedes)\/|gracias/.test(p.path) && p.path !== '/buscar')
      .map((p) => ({
        type: 'pagina',
        item: { id: p.name, path: p.path, title: p.seo.title.replace(/\s*\|[^|]*$/, ''), summary: p.seo.description },
        text: [p.seo.description, ...p.blocks.map((b) => stripTags(b.data?.html ?? ''))],
      })),
  ];
  return docs.map((d) => ({
    ...d,
    fields: {
      title: normalize(d.item.title).split(' '),
      body: normalize(d.text.filter(Boolean).join(' ')).split(' '),
    },
  }));
}

function toResult({ type, item }) {
  return {
    id: `${type}-${item.id}`,
    type,
    typeLabel: TYPES[type],
    title: item.title,
    summary: item.summary ?? item.address ?? '',
    path: item.path,
    date: item.date?.start ?? item.date ?? null,
    image: item.image ?? null,
    // A program result says what it is: type, modality and campus.
    ...(type === 'programa' ? { facts: [item.programTypeLabel, item.modalityLabel, item.campusLabel].filter(Boolean) } : {}),
  };
}

/** Words that lead to each area of study: a query for a program we do not offer finds its area. */
const AREA_WORDS = {
  salud: 'salud medicina medico odontologia fisioterapia nutricion farmacia bacteriologia enfermeria clinica hospital terapia veterinaria instrumentacion',
  derecho: 'derecho abogado abogacia leyes juridica criminologia notariado',
  'ciencias-sociales': 'psicologia sociologia trabajo social antropologia historia filosofia politica',
  educacion: 'educacion docencia pedagogia licenciatura maestro profesor ensenanza',
  ingenieria: 'ingenieria ingeniero mecanica electronica electrica mecatronica quimica petroleos aeronautica',
  tecnologia: 'tecnologia software programacion informatica computacion datos ciberseguridad videojuegos redes sistemas',
  negocios: 'negocios finanzas economia contabilidad contaduria mercadeo marketing gerencia comercio emprendimiento banca administracion',
  construccion: 'construccion arquitectura obras urbanismo topografia',
  comunicacion: 'comunicacion periodismo publicidad cine audiovisual diseno medios',
  ambiente: 'ambiente ambiental biologia ecologia agronomia forestal sostenibilidad geologia',
  turismo: 'turismo hoteleria gastronomia cocina viajes',
};

/**
 * The areas closest to a query that found no program (best first, at most 3), as links into
 * the academic offer filtered by area. `areas` are the offer's area filter options.
 */
export function areaSuggestions(q, areas) {
  const terms = parseQuery(q).map((c) => c.term).filter((t) => t.length >= 4);
  return areas
    .map((area) => {
      const words = (AREA_WORDS[area.id] ?? normalize(area.name)).split(' ');
      const score = terms.filter((t) => words.some((w) => w === t || w.startsWith(t) || (w.length >= 5 && t.startsWith(w)))).length;
      return { area, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({ area }) => ({ label: area.name, path: area.path }));
}

/** Search with paging (`from`, `size`), a content-type filter and ordering. */
export function search(index, { q, from = 0, size = 10, type = '', sort = 'relevance' }) {
  const terms = parseQuery(q);
  const scored = [];
  for (const doc of index) {
    let score = 0;
    let all = true;
    for (const { field, term } of terms) {
      const t = field === 'body' ? 0 : termScore(term, doc.fields.title) * 2;
      const b = field === 'title' ? 0 : termScore(term, doc.fields.body);
      // A title query still accepts a body match at a lower score, so "ingenieria" finds the
      // programs whose title is "Ingeniería …" first and the pages that mention it after; but
      // not a typo in the body ("medicina" is not "medición"): that is another word.
      const bodyFallback = termScore(term, doc.fields.body);
      const s = Math.max(t, field === 'title' ? (bodyFallback > 1 ? bodyFallback * 0.5 : 0) : b);
      if (s === 0) all = false;
      score += s;
    }
    // An admissions site: at equal relevance, a program comes before the news that mention it.
    if (terms.length && all) scored.push({ doc, score: score + (doc.type === 'programa' ? 1 : 0) });
  }
  const groups = new Map();
  for (const { doc } of scored) groups.set(doc.type, (groups.get(doc.type) ?? 0) + 1);
  const filtered = type ? scored.filter((s) => s.doc.type === type) : scored;
  filtered.sort((a, b) =>
    sort === 'date'
      ? (toResult(b.doc).date ?? 0) - (toResult(a.doc).date ?? 0)
      : sort === 'title'
        ? a.doc.item.title.localeCompare(b.doc.item.title, 'es')
        : b.score - a.score || a.doc.item.title.localeCompare(b.doc.item.title, 'es'),
  );
  const total = filtered.length;
  const page = filtered.slice(from, from + size).map((s) => toResult(s.doc));
  const contentType = [...groups].map(([key, count]) => ({ key, label: TYPES[key], doc_count: count }));
  return {
    content: page,
    data: page,
    tabs: contentType.map(({ key, label, doc_count }) => ({ id: key, label, count: doc_count })),
    total,
    total_register: total,
    paginator: { from, size, total_pages: Math.floor(total / size) + 1 },
    group_by: { content_type: contentType },
  };
}
