// Generates the site's illustrative images (abstract SVG art rasterised with sharp) into
// public/media/{key}/{style}.{jpg,webp}, plus public/media/manifest.json, the three logos
// and the default Open Graph image. Deterministic, no network:
//   node content-service/media/generate.mjs
import sharp from 'sharp';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOTIFS, PALETTES } from './motifs.mjs';
import { BLUE, FONT, NAVY, TEAL, YELLOW, hills } from './shapes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '..', '..', 'public', 'media');

const W = 1600;
const H = 900;
const SIZES = [
  ['large', 1600, 900],
  ['max_1300x1300', 1300, 731],
  ['max_650x650', 650, 366],
  ['max_325x325', 325, 183],
];

/* ------------------------------------------------------------------ image list */

// One row per image: [key, motif, palette, caption, title, alt, options?] (images.json).
const IMAGES = JSON.parse(readFileSync(join(here, 'images.json'), 'utf8'));

/* ------------------------------------------------------------------ helpers */

function hash(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Small deterministic PRNG (mulberry32) seeded from the key. */
function rng(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/* ------------------------------------------------------------------ composition */

function artSvg([key, motif, pal, caption, , , opts = {}]) {
  const p = PALETTES[pal];
  const r = rng(hash(key));
  const angle = Math.floor(r() * 60) - 30;
  let deco = '';
  for (let i = 0; i < 5; i++) {
    const cx = Math.round(r() * 700);
    const cy = Math.round(r() * H);
    const rad = Math.round(60 + r() * 220);
    deco += `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="#ffffff" fill-opacity="${(0.03 + r() * 0.05).toFixed(3)}"/>`;
  }
  const ring = `<circle cx="${Math.round(120 + r() * 300)}" cy="${Math.round(120 + r() * 200)}" r="${Math.round(90 + r() * 60)}" fill="none" stroke="${YELLOW}" stroke-opacity="0.35" stroke-width="10"/>`;
  const draw = MOTIFS[motif] ?? MOTIFS.hero;
  const isHero = motif.startsWith('hero');
  const cap = caption
    ? `<g><rect x="80" y="${H - 150}" width="${Math.round(caption.length * 25 + 80)}" height="74" rx="37" fill="${NAVY}" fill-opacity="0.55"/>
       <rect x="80" y="${H - 150}" width="12" height="74" rx="6" fill="${YELLOW}"/>
       <text x="120" y="${H - 101}" font-family="${FONT}" font-size="38" font-weight="700" fill="#ffffff">${esc(caption)}</text></g>`
    : '';
  // Heroes keep the left side calm and dark so overlaid text stays readable.
  const shade = isHero
    ? `<rect width="${W}" height="${H}" fill="url(#shade)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${p[0]}"/><stop offset="0.6" stop-color="${p[1]}"/><stop offset="1" stop-color="${p[2]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.4" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${NAVY}" stop-opacity="0.75"/><stop offset="0.55" stop-color="${NAVY}" stop-opacity="0.15"/><stop offset="1" stop-color="${NAVY}" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  ${deco}${ring}
  ${draw(p, opts)}
  ${motif === 'campus' || motif === 'skyline' || motif === 'center' || motif === 'bridge' || motif === 'medal' || motif === 'fair' || isHero ? '' : hills(p)}
  ${shade}
  ${cap}
</svg>`;
}

async function writeStyles(key, svg) {
  const dir = join(OUT, key);
  mkdirSync(dir, { recursive: true });
  const base = await sharp(Buffer.from(svg), { density: 72 }).resize(W, H).flatten({ background: NAVY }).png().toBuffer();
  for (const [style, w, h] of SIZES) {
    const img = sharp(base).resize(w, h, { fit: 'cover' });
    await img.clone().jpeg({ quality: 72, progressive: true, mozjpeg: true }).toFile(join(dir, `${style}.jpg`));
    await img.clone().webp({ quality: 70, effort: 5 }).toFile(join(dir, `${style}.webp`));
  }
}

/* ------------------------------------------------------------------ logos & og */

const COUNTRY = { co: 'Colombia', pa: 'Panamá', cr: 'Costa Rica' };

function crest(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M20 2 L38 8 L38 24 C38 36 29 43 20 46 C11 43 2 36 2 24 L2 8 Z" fill="${BLUE}"/>
    <path d="M20 5 L35 10 L35 24 C35 34 27.5 40 20 42.6 Z" fill="${TEAL}"/>
    <path d="M7 30 L14 20 L18 25 L24 15 L33 30 Z" fill="#ffffff" fill-opacity="0.9"/>
    <circle cx="27" cy="13" r="3.2" fill="${YELLOW}"/>
    <path d="M10 34 C14 31.5 18 31.5 20 33.5 C22 31.5 26 31.5 30 34 L30 37.5 C26 35 22 35 20 37 C18 35 14 35 10 37.5 Z" fill="${YELLOW}"/>
  </g>`;
}

function logoSvg(code) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48" role="img" aria-label="Universidad Andina del Saber – ${COUNTRY[code]}">
  <title>Universidad Andina del Saber – ${COUNTRY[code]}</title>
  ${crest(0, 0, 1)}
  <text x="46" y="19" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="13" font-weight="700" fill="${BLUE}" textLength="128" lengthAdjust="spacingAndGlyphs">Universidad Andina</text>
  <text x="46" y="33" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="11.5" font-weight="600" fill="${TEAL}">del Saber</text>
  <rect x="46" y="37.5" width="22" height="2.2" rx="1.1" fill="${YELLOW}"/>
  <text x="72" y="40.5" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="8" font-weight="600" fill="#4a5568" letter-spacing="0.6">${COUNTRY[code].toUpperCase()}</text>
</svg>
`;
}

function ogSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="0.6" stop-color="${BLUE}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1020" cy="140" r="220" fill="#ffffff" fill-opacity="0.06"/><circle cx="1060" cy="520" r="140" fill="${YELLOW}" fill-opacity="0.14"/>
  <path d="M0 540 C 300 480 600 560 1200 500 L1200 630 L0 630 Z" fill="#ffffff" fill-opacity="0.08"/>
  <g transform="translate(90 150) scale(4)"><path d="M20 2 L38 8 L38 24 C38 36 29 43 20 46 C11 43 2 36 2 24 L2 8 Z" fill="#ffffff"/>
    <path d="M20 5 L35 10 L35 24 C35 34 27.5 40 20 42.6 Z" fill="${TEAL}"/>
    <path d="M7 30 L14 20 L18 25 L24 15 L33 30 Z" fill="${BLUE}" fill-opacity="0.9"/><circle cx="27" cy="13" r="3.2" fill="${YELLOW}"/></g>
  <text x="290" y="260" font-family="${FONT}" font-size="64" font-weight="700" fill="#ffffff">Universidad Andina</text>
  <text x="290" y="335" font-family="${FONT}" font-size="52" font-weight="700" fill="${YELLOW}">del Saber</text>
  <text x="290" y="410" font-family="${FONT}" font-size="30" fill="#ffffff" fill-opacity="0.9">Colombia · Panamá · Costa Rica</text>
</svg>`;
}

/* ------------------------------------------------------------------ main */

async function main() {
  mkdirSync(OUT, { recursive: true });
  const manifest = {};
  for (const entry of IMAGES) {
    const [key, , , , title, alt] = entry;
    await writeStyles(key, artSvg(entry));
    manifest[key] = { width: W, height: H, alt, title };
  }
  writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const code of Object.keys(COUNTRY)) writeFileSync(join(OUT, `logo-${code}.svg`), logoSvg(code));
  await sharp(Buffer.from(ogSvg())).flatten({ background: NAVY }).jpeg({ quality: 78, progressive: true, mozjpeg: true }).toFile(join(OUT, 'og-default.jpg'));
  console.log(`Generated ${IMAGES.length} images, 3 logos and og-default.jpg in ${OUT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
