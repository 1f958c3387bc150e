// The university's program offer as the landings and filters read it: slugs, a landing's
// filters and programOffer (rules §2, §3), the academic offer's filter options, and the program
// data a form's program select carries.

/** "Educación Continua" → "educacion-continua". */
export const slugify = (s) =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * A landing's filters from its request tags (rules §2): the site reads the path by segment count
 * and sends each filter it sets as `name~value` (opportunityType, modality, campus, program).
 */
export function landingFilters(tags) {
  const filters = { opportunityType: '', modality: '', campus: '', program: '' };
  for (const tag of tags) {
    const [name, value = ''] = tag.split('~');
    if (name in filters) filters[name] = value;
  }
  return filters;
}

/**
 * A landing's programOffer (its first block's metadata, stored by the browser): the filters as
 * codes of the program data; a named program decides all four, the campus n-a is empty.
 */
export function landingOffer(content, tags) {
  const f = landingFilters(tags);
  const programs = content.collections.programs;
  const find = (want, ...of) => (want ? programs.find((p) => of.some((get) => slugify(String(get(p) ?? '')) === slugify(want))) : undefined);
  const campusOf = (campus) => (campus === 'N/A' ? '' : campus);
  const program = find(f.program, (p) => p.slug);
  if (program) return { programType: program.programType, modality: program.modality, campus: campusOf(program.campus), program: program.id };
  return {
    programType: find(f.opportunityType, (p) => p.programType)?.programType ?? '',
    modality: find(f.modality, (p) => p.modality, (p) => p.modalityLabel)?.modality ?? '',
    campus: slugify(f.campus) === 'n-a' ? '' : campusOf(find(f.campus, (p) => p.campus, (p) => p.campusLabel)?.campus ?? ''),
    program: '',
  };
}

const VOCABULARY_LABELS = {
  ingenieria: 'Ingeniería', tecnologia: 'Tecnología', construccion: 'Construcción', educacion: 'Educación',
  comunicacion: 'Comunicación', 'ciencias-sociales': 'Ciencias sociales',
};
const labelOf = (id) => VOCABULARY_LABELS[id] ?? id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ');

/** Filter options (rules §3: name, id, path, vocabularyName, type, searchType) from the programs. */
export function filterOptionsOf(content) {
  const base = content.config.academicOfferPath ?? '/oferta-academica';
  const options = new Map();
  const add = (id, name, vocabularyName, type, searchType, param) => {
    if (!options.has(`${vocabularyName}:${id}`)) {
      options.set(`${vocabularyName}:${id}`, { name, id, path: `${base}?${param}=${encodeURIComponent(id)}`, vocabularyName, type, searchType });
    }
  };
  for (const p of content.collections.programs) add(p.programType, p.programTypeLabel, 'nivel', 'tab', 'programType', 'categoria');
  for (const p of content.collections.programs) add(slugify(p.modalityLabel), p.modalityLabel, 'modalidad', 'checkbox', 'modality', 'filtro');
  const areas = [...new Set(content.collections.programs.flatMap((p) => p.filters ?? []))].sort((a, b) => labelOf(a).localeCompare(labelOf(b), 'es'));
  for (const id of areas) add(id, labelOf(id), 'area', 'checkbox', 'filters', 'filtro');
  return [...options.values()];
}

/**
 * A form's program select carries each program's data (type, modality, campus and their
 * labels, slug): the site preselects from it and makes a picked program's offer whole.
 */
export function withProgramData(content, data) {
  const byId = new Map(content.collections.programs.map((p) => [p.id, p]));
  const fields = (data.fields ?? []).map((f) =>
    f.name === 'program' && Array.isArray(f.options)
      ? {
          ...f,
          options: f.options.map((o) => {
            const p = byId.get(o.value);
            return p
              ? { ...o, slug: p.slug, programType: p.programType, modality: p.modality, modalityLabel: p.modalityLabel, campus: p.campus, campusLabel: p.campusLabel }
              : o;
          }),
        }
      : f,
  );
  return { ...data, fields };
}
