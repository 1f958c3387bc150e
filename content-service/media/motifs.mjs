// The art of the generated images (generate.mjs): palettes and one drawing per motif, each
// inside the 1600×900 canvas, mostly on its right half.
import { BLUE, DEEP_TEAL, FONT, NAVY, TEAL, YELLOW, book, building, bunting, capShape, facade, gear, mountainsBack, stroke, sun, tower, volcano, white } from './shapes.mjs';

export const PALETTES = [
  [NAVY, BLUE, TEAL],
  [BLUE, TEAL, DEEP_TEAL],
  [DEEP_TEAL, TEAL, BLUE],
  [NAVY, DEEP_TEAL, TEAL],
];

/* ------------------------------------------------------------------ motifs */
// Each motif draws inside the 1600×900 canvas, mostly on the right half (x 780–1500).

export const MOTIFS = {
  code: () => `
    <rect x="820" y="200" width="640" height="420" rx="26" ${white(0.16)}/>
    <rect x="850" y="232" width="580" height="356" rx="14" fill="${NAVY}" fill-opacity="0.55"/>
    <path d="M1000 330 L930 410 L1000 490" ${stroke('#ffffff', 22)}/>
    <path d="M1280 330 L1350 410 L1280 490" ${stroke('#ffffff', 22)}/>
    <path d="M1175 310 L1105 510" ${stroke(YELLOW, 22)}/>
    <rect x="1040" y="620" width="200" height="50" ${white(0.25)}/>
    <rect x="960" y="670" width="360" height="22" rx="11" ${white(0.35)}/>
    <circle cx="760" cy="260" r="16" fill="${YELLOW}"/><circle cx="700" cy="380" r="10" ${white(0.6)}/><circle cx="740" cy="520" r="14" ${white(0.5)}/>
    <path d="M760 260 L700 380 L740 520 L820 560" ${stroke('#ffffff', 4, 0.45)}/>`,
  gears: () => `${gear(1080, 430, 170, 12, '#ffffff', 0.85)}${gear(1340, 260, 100, 9, YELLOW, 0.95)}${gear(1350, 610, 80, 8, '#ffffff', 0.5)}`,
  bridge: (p) => `${sun(1330, 300, 80)}
    <path d="M0 700 L1600 700 L1600 900 L0 900 Z" fill="${p[0]}" fill-opacity="0.5"/>
    <path d="M0 740 C 400 720 800 760 1600 730" ${stroke('#ffffff', 5, 0.3)}/>
    <rect x="700" y="600" width="900" height="26" ${white(0.9)}/>
    <rect x="900" y="300" width="34" height="400" ${white(0.95)}/><rect x="1300" y="300" width="34" height="400" ${white(0.95)}/>
    ${[0, 1, 2, 3, 4].map((i) => `<path d="M917 ${320 + i * 18} L${720 + i * 40} 600" ${stroke('#ffffff', 4, 0.8)}/><path d="M917 ${320 + i * 18} L${1110 - i * 35} 600" ${stroke('#ffffff', 4, 0.8)}/><path d="M1317 ${320 + i * 18} L${1130 + i * 35} 600" ${stroke('#ffffff', 4, 0.8)}/><path d="M1317 ${320 + i * 18} L${1560 - i * 40} 600" ${stroke('#ffffff', 4, 0.8)}/>`).join('')}`,
  leaf: (p) => `${sun(1380, 240, 70)}${mountainsBack(p)}
    <path d="M1040 650 C 900 520 930 300 1180 220 C 1240 420 1230 560 1040 650 Z" fill="#ffffff" fill-opacity="0.9"/>
    <path d="M1040 650 C 1080 520 1120 400 1170 250" ${stroke(TEAL, 10)}/>
    <path d="M1080 520 L1010 470 M1110 430 L1180 410 M1100 480 L1165 470" ${stroke(TEAL, 7)}/>`,
  containers: (p) => {
    const cols = [YELLOW, '#ffffff', TEAL, '#ffffff', YELLOW, BLUE];
    let s = `<path d="M0 700 L1600 700 L1600 900 L0 900 Z" fill="${p[0]}" fill-opacity="0.55"/>`;
    let k = 0;
    for (let r = 0; r < 3; r++) for (let c = 0; c < 4 - (r === 2 ? 2 : 0); c++) {
      const x = 840 + c * 150 + (r === 2 ? 150 : 0);
      const y = 600 - r * 90;
      s += `<rect x="${x}" y="${y}" width="140" height="80" rx="4" fill="${cols[k++ % cols.length]}" fill-opacity="0.88"/>`;
      for (let i = 1; i < 6; i++) s += `<path d="M${x + i * 23} ${y + 10} L${x + i * 23} ${y + 70}" ${stroke(NAVY, 3, 0.25)}/>`;
    }
    s += `<path d="M1460 690 L1460 220 L1240 220" ${stroke('#ffffff', 14, 0.85)}/><path d="M1300 220 L1300 330" ${stroke('#ffffff', 5, 0.8)}/>`;
    return s;
  },
  mountains: (p) => `${sun(1200, 300, 90)}
    <path d="M620 760 L900 380 L1010 500 L1160 330 L1400 640 L1600 520 L1600 760 Z" ${white(0.85)}/>
    <path d="M1160 330 L1210 395 L1175 420 L1145 390 L1115 400 Z" fill="${NAVY}" fill-opacity="0.4"/>
    <path d="M600 720 C 800 690 1000 740 1600 700 L1600 900 L600 900 Z" fill="${p[0]}" fill-opacity="0.7"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${760 + i * 120} 720 l 30 -90 l 30 90 Z" fill="${DEEP_TEAL}"/>`).join('')}`,
  chart: () => `
    <path d="M820 700 L1480 700" ${stroke('#ffffff', 8, 0.8)}/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${860 + i * 120}" y="${640 - (i + 1) * 80}" width="80" height="${(i + 1) * 80 + 60}" rx="8" fill="${i === 4 ? YELLOW : '#ffffff'}" fill-opacity="${i === 4 ? 1 : 0.3 + i * 0.14}"/>`).join('')}
    <path d="M860 560 L1000 470 L1120 500 L1300 330 L1420 250" ${stroke(YELLOW, 14)}/>
    <path d="M1380 232 L1440 238 L1430 296" ${stroke(YELLOW, 14)}/>`,
  mind: () => `
    <path d="M1040 760 L1040 640 C 900 600 880 470 900 400 C 930 260 1050 190 1180 200 C 1330 210 1420 310 1420 430 C 1420 500 1400 530 1440 590 L1400 610 L1400 680 C 1400 700 1380 710 1350 710 L1270 700 L1270 760 Z" ${white(0.85)}/>
    <circle cx="1120" cy="380" r="44" fill="${TEAL}"/><circle cx="1250" cy="330" r="30" fill="${YELLOW}"/><circle cx="1260" cy="470" r="36" fill="${BLUE}" fill-opacity="0.75"/>
    <path d="M1120 380 L1250 330 L1260 470 Z" ${stroke(NAVY, 6, 0.6)}/>`,
  heart: () => `
    <path d="M1150 700 C 900 540 840 420 880 330 C 920 240 1060 220 1150 330 C 1240 220 1380 240 1420 330 C 1460 420 1400 540 1150 700 Z" ${white(0.9)}/>
    <path d="M760 470 L960 470 L1010 390 L1070 560 L1130 430 L1170 470 L1560 470" ${stroke(YELLOW, 14)}/>
    <rect x="1400" y="170" width="40" height="120" rx="6" ${white(0.85)}/><rect x="1360" y="210" width="120" height="40" rx="6" ${white(0.85)}/>`,
  scales: () => `
    <rect x="1130" y="230" width="22" height="430" ${white(0.95)}/>
    <rect x="1040" y="650" width="200" height="34" rx="6" ${white(0.95)}/>
    <path d="M900 300 L1380 300" ${stroke('#ffffff', 16)}/>
    <circle cx="1141" cy="225" r="24" fill="${YELLOW}"/>
    <path d="M930 300 L860 470 M930 300 L1000 470 M1350 300 L1280 470 M1350 300 L1420 470" ${stroke('#ffffff', 4, 0.8)}/>
    <path d="M840 470 L1020 470 C 1010 540 850 540 840 470 Z" fill="${YELLOW}"/>
    <path d="M1260 470 L1440 470 C 1430 540 1270 540 1260 470 Z" ${white(0.9)}/>`,
  ledger: () => `
    <rect x="820" y="260" width="330" height="440" rx="18" ${white(0.85)}/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="860" y="${310 + i * 52}" width="${i % 3 === 0 ? 200 : 250}" height="14" rx="7" fill="${NAVY}" fill-opacity="0.3"/>`).join('')}
    <rect x="1190" y="200" width="300" height="460" rx="30" fill="${NAVY}" fill-opacity="0.7"/>
    <rect x="1220" y="235" width="240" height="90" rx="12" fill="${TEAL}"/>
    ${[0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => `<rect x="${1226 + c * 82}" y="${350 + r * 72}" width="64" height="54" rx="10" fill="${r === 3 && c === 2 ? YELLOW : '#ffffff'}" fill-opacity="${r === 3 && c === 2 ? 1 : 0.8}"/>`).join('')).join('')}`,
  compass: () => `
    <circle cx="1150" cy="450" r="240" ${white(0.16)}/>
    <circle cx="1150" cy="450" r="190" ${stroke('#ffffff', 14, 0.9)}/>
    <path d="M1150 290 L1195 450 L1150 610 L1105 450 Z" ${white(0.9)}/>
    <path d="M1150 290 L1195 450 L1105 450 Z" fill="${YELLOW}"/>
    <circle cx="1150" cy="450" r="18" fill="${NAVY}"/>
    <path d="M760 760 C 860 640 960 720 1020 660" ${stroke(YELLOW, 8)} stroke-dasharray="4 26"/>`,
  books: () => `
    ${book(880, 600, 520, 80, '#ffffff', 0.9)}${book(920, 520, 460, 80, YELLOW, 1)}${book(860, 440, 500, 80, TEAL, 0.95)}
    <path d="M1120 420 C 1040 350 930 350 860 380 L860 220 C 930 190 1040 190 1120 260 Z" ${white(0.95)}/>
    <path d="M1120 420 C 1200 350 1310 350 1380 380 L1380 220 C 1310 190 1200 190 1120 260 Z" ${white(0.8)}/>
    <path d="M1120 260 L1120 420" ${stroke(NAVY, 4, 0.4)}/>`,
  cap: () => `${capShape(1140, 400, 1.35)}
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${820 + i * 90}" y="${170 + ((i * 37) % 5) * 28}" width="16" height="16" rx="3" transform="rotate(${i * 25} ${828 + i * 90} ${178 + ((i * 37) % 5) * 28})" fill="${i % 2 ? YELLOW : '#ffffff'}" fill-opacity="0.85"/>`).join('')}`,
  data: () => `
    <circle cx="1040" cy="440" r="170" ${white(0.85)}/>
    <path d="M1040 440 L1040 270 A170 170 0 0 1 1202 492 Z" fill="${YELLOW}"/>
    <path d="M1040 440 L1202 492 A170 170 0 0 1 990 602 Z" fill="${TEAL}"/>
    ${[[1300, 300], [1380, 420], [1320, 540], [1440, 600], [1460, 260]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" ${white(0.9)}/>`).join('')}
    <path d="M1300 300 L1380 420 L1320 540 L1440 600 M1380 420 L1460 260" ${stroke('#ffffff', 4, 0.6)}/>`,
  megaphone: () => `
    <path d="M900 400 L1240 250 L1240 650 L900 500 Z" ${white(0.9)}/>
    <rect x="840" y="390" width="80" height="120" rx="14" fill="${YELLOW}"/>
    <path d="M940 500 L980 640 L1050 640 L1020 520" ${white(0.75)}/>
    <path d="M1300 360 C 1340 400 1340 500 1300 540" ${stroke(YELLOW, 12)}/>
    <path d="M1350 310 C 1420 380 1420 520 1350 590" ${stroke('#ffffff', 10, 0.7)}/>
    <circle cx="1440" cy="220" r="34" ${white(0.3)}/><circle cx="1460" cy="680" r="26" fill="${YELLOW}" fill-opacity="0.7"/>`,
  campus: (p, o) => `${o.tower || o.volcano ? sun(760, 200, 60) : sun(1420, 220, 60)}${o.volcano ? volcano(p) : mountainsBack(p)}${o.tower ? tower(1460, 740) : ''}${facade(1100, 740)}
    <path d="M0 740 L1600 740 L1600 900 L0 900 Z" fill="${p[0]}" fill-opacity="0.6"/>${o.flags ? bunting(760, 1460, 250) : ''}
    ${[0, 1, 2].map((i) => `<circle cx="${760 + i * 20}" cy="${640 - i * 30}" r="${60 - i * 12}" fill="${DEEP_TEAL}"/>`).join('')}<rect x="768" y="640" width="14" height="100" fill="${NAVY}"/>`,
  skyline: (p, o) => `${sun(1450, 200, 55)}${mountainsBack(p)}
    ${building(760, 740, 180, 360, p, 2)}${building(960, 740, 220, 520, p, 3)}${building(1200, 740, 170, 420, p, 2)}${building(1390, 740, 160, 300, p, 2)}
    <path d="M0 740 L1600 740 L1600 900 L0 900 Z" fill="${o.water ? NAVY : p[0]}" fill-opacity="${o.water ? 0.5 : 0.6}"/>
    ${o.water ? [0, 1, 2].map((i) => `<path d="M${640 + i * 50} ${780 + i * 40} C ${900} ${760 + i * 40} ${1200} ${800 + i * 40} ${1580 - i * 30} ${775 + i * 40}" ${stroke('#ffffff', 5, 0.35)}/>`).join('') : ''}`,
  capChart: () => `
    ${[0, 1, 2, 3].map((i) => `<rect x="${900 + i * 130}" y="${700 - (i + 1) * 60}" width="90" height="${(i + 1) * 60}" rx="8" fill="#ffffff" fill-opacity="${0.25 + i * 0.15}"/>`).join('')}
    <path d="M880 700 L1480 700" ${stroke('#ffffff', 8, 0.8)}/>
    ${capShape(1150, 300, 1.05)}`,
  seafront: (p) => `${sun(1360, 320, 90)}
    ${building(820, 640, 300, 300, p, 4)}${building(1150, 640, 150, 200, p, 2)}
    <path d="M0 640 L1600 640 L1600 900 L0 900 Z" fill="${NAVY}" fill-opacity="0.45"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${700 + i * 60} ${690 + i * 45} C ${900 + i * 40} ${670 + i * 45} ${1100} ${710 + i * 45} ${1560 - i * 40} ${690 + i * 45}" ${stroke('#ffffff', 5, 0.35)}/>`).join('')}`,
  center: (p) => `${sun(1380, 230, 60)}${mountainsBack(p)}${building(900, 740, 420, 300, p, 5)}
    <rect x="1060" y="660" width="100" height="80" rx="6" fill="${YELLOW}" fill-opacity="0.9"/>
    <path d="M0 740 L1600 740 L1600 900 L0 900 Z" fill="${p[0]}" fill-opacity="0.6"/>
    <rect x="1400" y="560" width="14" height="180" fill="${NAVY}" fill-opacity="0.8"/><circle cx="1407" cy="540" r="70" fill="${DEEP_TEAL}"/>
    <rect x="790" y="600" width="12" height="140" fill="${NAVY}" fill-opacity="0.8"/><circle cx="796" cy="580" r="56" fill="${TEAL}"/>`,
  hero: (p) => `${sun(1300, 260, 110)}${mountainsBack(p)}
    ${building(1380, 760, 170, 380, p, 2)}${facade(1050, 760)}
    ${book(640, 690, 200, 40, YELLOW, 0.9)}${book(660, 650, 170, 40, '#ffffff', 0.8)}
    <path d="M0 760 L1600 760 L1600 900 L0 900 Z" fill="${p[0]}" fill-opacity="0.65"/>`,
  heroPath: (p) => `${sun(1250, 250, 100)}${mountainsBack(p)}${facade(1250, 560)}
    <path d="M700 900 C 900 780 1150 700 1230 560 L1270 560 C 1260 700 1250 800 1300 900 Z" ${white(0.85)}/>
    <path d="M900 860 C 1050 760 1180 690 1245 600" ${stroke(YELLOW, 8)} stroke-dasharray="30 24"/>`,
  heroPeople: (p) => `${sun(1420, 220, 60)}${building(760, 620, 240, 300, p, 3)}${building(1280, 620, 260, 380, p, 3)}
    <path d="M0 620 L1600 620 L1600 900 L0 900 Z" fill="${p[0]}" fill-opacity="0.55"/>
    ${[[880, YELLOW], [1010, '#ffffff'], [1140, TEAL], [1270, '#ffffff'], [1400, YELLOW]].map(([x, c], i) => `<circle cx="${x}" cy="${560 + (i % 2) * 30}" r="44" fill="${c}" fill-opacity="0.95"/><path d="M${x - 70} ${760 + (i % 2) * 30} C ${x - 70} ${630 + (i % 2) * 30} ${x + 70} ${630 + (i % 2) * 30} ${x + 70} ${760 + (i % 2) * 30} Z" fill="${c}" fill-opacity="0.8"/>`).join('')}`,
  heroCap: () => `
    <circle cx="1150" cy="450" r="300" ${white(0.08)}/><circle cx="1150" cy="450" r="210" ${white(0.08)}/>
    <rect x="820" y="640" width="200" height="200" rx="20" transform="rotate(18 920 740)" fill="${TEAL}" fill-opacity="0.7"/>
    <path d="M1350 700 L1500 540 L1560 760 Z" fill="${YELLOW}" fill-opacity="0.85"/>
    ${capShape(1150, 420, 1.4)}`,
  lost: () => `
    <rect x="760" y="200" width="700" height="500" rx="24" ${white(0.12)}/>
    <path d="M760 200 L990 260 L1230 200 L1460 260 L1460 700 L1230 640 L990 700 L760 640 Z" ${white(0.85)}/>
    <path d="M990 260 L990 700 M1230 200 L1230 640" ${stroke(NAVY, 4, 0.2)}/>
    <path d="M840 600 C 920 480 1040 560 1100 440 S 1260 380 1330 300" ${stroke(TEAL, 10)} stroke-dasharray="8 26"/>
    <path d="M1310 260 L1370 320 M1370 260 L1310 320" ${stroke(YELLOW, 16)}/>
    <text x="1100" y="560" font-family="${FONT}" font-size="120" font-weight="700" fill="${NAVY}" fill-opacity="0.75" text-anchor="middle">?</text>`,
  flask: () => `
    <path d="M1060 220 L1060 400 L900 660 C 880 700 900 730 950 730 L1330 730 C 1380 730 1400 700 1380 660 L1220 400 L1220 220 Z" ${white(0.88)}/>
    <rect x="1040" y="200" width="200" height="30" rx="10" ${white(0.95)}/>
    <path d="M960 600 L1320 600 L1380 660 C 1400 700 1380 730 1330 730 L950 730 C 900 730 880 700 900 660 Z" fill="${TEAL}"/>
    <circle cx="1100" cy="650" r="18" fill="${YELLOW}"/><circle cx="1180" cy="680" r="12" ${white(0.8)}/>
    <circle cx="1420" cy="260" r="28" fill="${YELLOW}"/><circle cx="1500" cy="340" r="20" ${white(0.8)}/><circle cx="1400" cy="380" r="16" ${white(0.6)}/>
    <path d="M1420 260 L1500 340 L1400 380 Z" ${stroke('#ffffff', 4, 0.6)}/>`,
  seal: () => {
    let rays = '';
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      rays += `${i === 0 ? 'M' : 'L'}${(1150 + 260 * Math.cos(a)).toFixed(1)} ${(450 + 260 * Math.sin(a)).toFixed(1)} L${(1150 + 225 * Math.cos(a + Math.PI / 24)).toFixed(1)} ${(450 + 225 * Math.sin(a + Math.PI / 24)).toFixed(1)} `;
    }
    let star = '';
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i / 10) * Math.PI * 2;
      const r = i % 2 === 0 ? 110 : 45;
      star += `${i === 0 ? 'M' : 'L'}${(1150 + r * Math.cos(a)).toFixed(1)} ${(450 + r * Math.sin(a)).toFixed(1)} `;
    }
    return `<path d="${rays}Z" fill="${YELLOW}"/><circle cx="1150" cy="450" r="200" ${white(0.95)}/>
      <circle cx="1150" cy="450" r="170" ${stroke(NAVY, 6, 0.35)}/><path d="${star}Z" fill="${BLUE}"/>`;
  },
  gift: () => `${capShape(1150, 300, 0.9)}
    ${[0, 1, 2, 3].map((i) => `<ellipse cx="1000" cy="${700 - i * 36}" rx="110" ry="30" fill="${YELLOW}" stroke="${NAVY}" stroke-opacity="0.3" stroke-width="4"/>`).join('')}
    ${[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="1300" cy="${700 - i * 36}" rx="110" ry="30" fill="#ffffff" fill-opacity="0.9" stroke="${NAVY}" stroke-opacity="0.3" stroke-width="4"/>`).join('')}`,
  medal: (p) => `
    <path d="M0 740 C 500 640 1100 640 1600 740 L1600 900 L0 900 Z" fill="${p[0]}" fill-opacity="0.6"/>
    <path d="M0 790 C 500 690 1100 690 1600 790" ${stroke('#ffffff', 5, 0.5)}/><path d="M0 840 C 500 740 1100 740 1600 840" ${stroke('#ffffff', 5, 0.5)}/>
    <path d="M1060 160 L1120 380 L1180 380 L1120 160 Z" ${white(0.85)}/><path d="M1240 160 L1180 380 L1120 380 L1180 160 Z" fill="${TEAL}"/>
    <circle cx="1150" cy="480" r="130" fill="${YELLOW}"/><circle cx="1150" cy="480" r="96" ${stroke('#ffffff', 10, 0.8)}/>
    <text x="1150" y="520" font-family="${FONT}" font-size="110" font-weight="700" fill="#ffffff" text-anchor="middle">1</text>`,
  globe: () => `
    <circle cx="1150" cy="450" r="240" ${white(0.88)}/>
    <ellipse cx="1150" cy="450" rx="110" ry="240" ${stroke(TEAL, 6)}/>
    <path d="M910 450 L1390 450 M940 330 L1360 330 M940 570 L1360 570 M1150 210 L1150 690" ${stroke(TEAL, 6)}/>
    <path d="M760 620 C 900 200 1400 120 1540 360" ${stroke(YELLOW, 8)} stroke-dasharray="20 18"/>
    <circle cx="760" cy="620" r="18" fill="${YELLOW}"/><circle cx="1540" cy="360" r="18" fill="${YELLOW}"/>`,
  bulb: () => `
    <path d="M1150 180 C 1020 180 930 280 930 400 C 930 490 980 540 1030 600 L1030 650 L1270 650 L1270 600 C 1320 540 1370 490 1370 400 C 1370 280 1280 180 1150 180 Z" fill="${YELLOW}"/>
    <rect x="1040" y="665" width="220" height="30" rx="12" ${white(0.9)}/><rect x="1060" y="705" width="180" height="30" rx="12" ${white(0.8)}/>
    <path d="M1090 600 L1090 430 L1150 380 L1210 430 L1210 600" ${stroke('#ffffff', 10, 0.9)}/>
    <path d="M800 300 L900 300 M760 450 L880 450 M1420 300 L1520 300 M1420 450 L1540 450" ${stroke('#ffffff', 8, 0.6)}/>
    <circle cx="800" cy="300" r="12" ${white(0.8)}/><circle cx="1520" cy="300" r="12" ${white(0.8)}/>`,
  screen: () => `
    <rect x="860" y="220" width="580" height="370" rx="22" ${white(0.9)}/>
    <rect x="890" y="250" width="520" height="310" rx="10" fill="${NAVY}" fill-opacity="0.7"/>
    <path d="M780 600 L1520 600 L1480 650 L820 650 Z" ${white(0.8)}/>
    <circle cx="1150" cy="405" r="70" fill="${YELLOW}"/><path d="M1125 365 L1190 405 L1125 445 Z" fill="${NAVY}"/>
    <circle cx="960" cy="300" r="10" fill="#e74c3c"/>`,
  fair: (p) => `
    <path d="M0 700 L1600 700 L1600 900 L0 900 Z" fill="${p[0]}" fill-opacity="0.55"/>
    ${[[760, YELLOW], [1010, '#ffffff'], [1260, TEAL]].map(([x, c]) => `<path d="M${x} 460 L${x + 110} 340 L${x + 220} 460 Z" fill="${c}"/><rect x="${x + 10}" y="460" width="200" height="240" ${white(0.22)}/><rect x="${x + 10}" y="460" width="200" height="30" fill="${c}" fill-opacity="0.7"/>`).join('')}
    <path d="M700 250 C 1000 330 1300 330 1560 240" ${stroke('#ffffff', 4, 0.7)}/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => { const x = 760 + i * 100; const y = 270 + Math.sin((i / 7) * Math.PI) * 55; return `<path d="M${x} ${y} L${x + 40} ${y} L${x + 20} ${y + 46} Z" fill="${i % 2 ? YELLOW : '#ffffff'}"/>`; }).join('')}`,
  stage: () => `
    <path d="M780 700 L1520 700 L1560 780 L740 780 Z" ${white(0.85)}/>
    <path d="M1040 160 L900 700 L1200 700 Z" fill="${YELLOW}" fill-opacity="0.22"/><path d="M1300 160 L1180 700 L1460 700 Z" ${white(0.14)}/>
    <rect x="1020" y="130" width="50" height="40" rx="8" fill="${YELLOW}"/><rect x="1275" y="130" width="50" height="40" rx="8" ${white(0.9)}/>
    <path d="M1090 520 L1230 520 L1210 700 L1110 700 Z" fill="${NAVY}" fill-opacity="0.75"/>
    <path d="M1160 520 L1160 450" ${stroke('#ffffff', 6)}/><circle cx="1160" cy="440" r="14" ${white(0.9)}/>`,
};
