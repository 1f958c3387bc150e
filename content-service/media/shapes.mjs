// The brand's colours, the captions' font and the drawing primitives of the generated art
// (motifs.mjs): SVG fragments in the 1600×900 canvas.

export const BLUE = '#0b3d91';
export const NAVY = '#072a63';
export const TEAL = '#0f8b8d';
export const DEEP_TEAL = '#0a6466';
export const YELLOW = '#f2b705';
export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export const white = (o) => `fill="#ffffff" fill-opacity="${o}"`;
export const stroke = (c, w, o = 1) => `stroke="${c}" stroke-width="${w}" stroke-opacity="${o}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;

export function windows(x, y, cols, rows, w, h, gx, gy, op = 0.55) {
  let s = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = (r * 7 + c * 3) % 5 === 0;
      s += `<rect x="${x + c * (w + gx)}" y="${y + r * (h + gy)}" width="${w}" height="${h}" rx="3" fill="${lit ? YELLOW : '#ffffff'}" fill-opacity="${lit ? 0.9 : op}"/>`;
    }
  }
  return s;
}

export function hills(p) {
  return `<path d="M0 760 C 260 660 430 700 640 720 S 1100 640 1320 690 S 1520 700 1600 680 L1600 900 L0 900 Z" fill="${p[0]}" fill-opacity="0.55"/>
  <path d="M0 820 C 300 760 520 800 820 790 S 1300 760 1600 800 L1600 900 L0 900 Z" fill="#ffffff" fill-opacity="0.10"/>`;
}

export function sun(cx, cy, r) {
  return `<circle cx="${cx}" cy="${cy}" r="${r + 40}" fill="${YELLOW}" fill-opacity="0.18"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${YELLOW}"/>`;
}

export function mountainsBack(p) {
  return `<path d="M700 720 L900 470 L1010 600 L1150 400 L1320 620 L1420 520 L1600 700 L1600 760 L700 760 Z" fill="${p[0]}" fill-opacity="0.45"/>
  <path d="M1150 400 L1190 450 L1165 470 L1135 445 L1112 448 Z" ${white(0.6)}/>`;
}

export function building(x, base, w, h, p, cols = 4) {
  const rows = Math.max(2, Math.floor((h - 60) / 70));
  const ww = (w - 40 - (cols - 1) * 18) / cols;
  return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" rx="6" ${white(0.16)}/>
  <rect x="${x}" y="${base - h}" width="${w}" height="14" ${white(0.3)}/>
  ${windows(x + 20, base - h + 40, cols, rows, ww, 40, 18, 30)}`;
}

export function facade(cx, base) {
  // classical academic building: steps, columns, pediment
  const w = 560;
  const x = cx - w / 2;
  let cols = '';
  for (let i = 0; i < 6; i++) cols += `<rect x="${x + 40 + i * 92}" y="${base - 270}" width="36" height="230" rx="4" ${white(0.85)}/>`;
  return `<rect x="${x - 30}" y="${base - 40}" width="${w + 60}" height="20" ${white(0.5)}/>
  <rect x="${x - 60}" y="${base - 20}" width="${w + 120}" height="20" ${white(0.35)}/>
  <rect x="${x}" y="${base - 290}" width="${w}" height="250" ${white(0.14)}/>
  ${cols}
  <rect x="${x - 20}" y="${base - 310}" width="${w + 40}" height="26" ${white(0.9)}/>
  <path d="M${x - 30} ${base - 310} L${cx} ${base - 420} L${x + w + 30} ${base - 310} Z" ${white(0.9)}/>
  <circle cx="${cx}" cy="${base - 350}" r="22" fill="${YELLOW}"/>`;
}

export function volcano(p) {
  return `<path d="M900 760 L1300 300 L1390 300 L1700 760 Z" fill="${p[0]}" fill-opacity="0.55"/>
  <path d="M1300 300 L1345 350 L1390 300 Z" fill="${NAVY}" fill-opacity="0.35"/>
  <path d="M1262 344 L1300 300 L1390 300 L1420 340 L1390 362 L1345 340 L1300 366 Z" ${white(0.5)}/>
  <circle cx="1330" cy="250" r="30" ${white(0.2)}/><circle cx="1370" cy="205" r="40" ${white(0.15)}/><circle cx="1420" cy="160" r="50" ${white(0.1)}/>`;
}

export function tower(x, base) {
  return `<rect x="${x - 40}" y="${base - 420}" width="80" height="420" ${white(0.8)}/>
  <path d="M${x - 55} ${base - 420} L${x} ${base - 500} L${x + 55} ${base - 420} Z" fill="${YELLOW}"/>
  <circle cx="${x}" cy="${base - 360}" r="24" fill="${NAVY}" fill-opacity="0.6"/>
  <path d="M${x} ${base - 360} L${x} ${base - 376} M${x} ${base - 360} L${x + 12} ${base - 356}" ${stroke('#ffffff', 4)}/>
  ${windows(x - 22, base - 300, 2, 4, 16, 34, 12, 30, 0.6)}`;
}

export function bunting(x0, x1, y) {
  const n = Math.floor((x1 - x0) / 80);
  let s = `<path d="M${x0} ${y} Q ${(x0 + x1) / 2} ${y + 70} ${x1} ${y}" ${stroke('#ffffff', 4, 0.7)}/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = x0 + (x1 - x0) * t;
    const yy = y + 140 * t * (1 - t);
    s += `<path d="M${(x - 20).toFixed(1)} ${yy.toFixed(1)} L${(x + 20).toFixed(1)} ${yy.toFixed(1)} L${x.toFixed(1)} ${(yy + 44).toFixed(1)} Z" fill="${i % 3 === 0 ? YELLOW : i % 3 === 1 ? '#ffffff' : TEAL}"/>`;
  }
  return s;
}

export function gear(cx, cy, r, teeth, color, op) {
  let d = '';
  const n = teeth * 2;
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * Math.PI * 2;
    const a1 = ((i + 1) / n) * Math.PI * 2;
    const rr = i % 2 === 0 ? r + r * 0.18 : r;
    d += `${i === 0 ? 'M' : 'L'}${(cx + rr * Math.cos(a0)).toFixed(1)} ${(cy + rr * Math.sin(a0)).toFixed(1)} L${(cx + rr * Math.cos(a1)).toFixed(1)} ${(cy + rr * Math.sin(a1)).toFixed(1)} `;
  }
  return `<path d="${d}Z" fill="${color}" fill-opacity="${op}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="${NAVY}" fill-opacity="0.55"/>`;
}

export function capShape(cx, cy, s, color = '#ffffff') {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
    <path d="M-100 20 L-100 70 C -60 105 60 105 100 70 L100 20 Z" fill="${color}" fill-opacity="0.8"/>
    <path d="M0 -60 L200 0 L0 60 L-200 0 Z" fill="${color}"/>
    <path d="M160 12 L160 110" ${stroke(YELLOW, 8)}/>
    <circle cx="160" cy="118" r="14" fill="${YELLOW}"/>
  </g>`;
}

export function book(x, y, w, h, color, op = 0.9) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${color}" fill-opacity="${op}"/>
  <rect x="${x + 14}" y="${y + h / 2 - 5}" width="${w - 28}" height="10" rx="5" fill="${NAVY}" fill-opacity="0.25"/>`;
}
