// Simple generated illustrations for the demo data: sky, ground, a building shape per type, the type name.
const PALETTES = [
  { sky: '#8ec5ff', sky2: '#d8ecff', ground: '#7cb518', wall: '#f4d6a0', roof: '#b5432f', accent: '#3d5a80' },
  { sky: '#ffb88c', sky2: '#ffe3c4', ground: '#6a994e', wall: '#e9ecef', roof: '#495057', accent: '#e76f51' },
  { sky: '#5e60ce', sky2: '#a5b4fc', ground: '#386641', wall: '#fefae0', roof: '#bc6c25', accent: '#283618' },
  { sky: '#48cae4', sky2: '#caf0f8', ground: '#a7c957', wall: '#ffd6a5', roof: '#9d0208', accent: '#1d3557' },
];

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function shape(tipo: string, c: (typeof PALETTES)[number], v: number): string {
  switch (tipo) {
    case 'Casa':
      return `<rect x="${300 + v * 40}" y="300" width="360" height="220" fill="${c.wall}"/>
<polygon points="${280 + v * 40},300 ${480 + v * 40},170 ${680 + v * 40},300" fill="${c.roof}"/>
<rect x="${450 + v * 40}" y="400" width="60" height="120" fill="${c.accent}"/>
<rect x="${340 + v * 40}" y="340" width="70" height="60" fill="#cfe8ff" stroke="${c.accent}" stroke-width="6"/>
<rect x="${560 + v * 40}" y="340" width="70" height="60" fill="#cfe8ff" stroke="${c.accent}" stroke-width="6"/>
<circle cx="${190 - v * 20}" cy="430" r="70" fill="#2d6a4f"/><rect x="${182 - v * 20}" y="460" width="16" height="70" fill="#6f4518"/>`;
    case 'Departamento':
      return `<rect x="${340 + v * 30}" y="120" width="280" height="400" fill="${c.wall}" stroke="${c.accent}" stroke-width="4"/>
${Array.from({ length: 6 }, (_, r) => Array.from({ length: 4 }, (_, k) => `<rect x="${365 + v * 30 + k * 62}" y="${145 + r * 60}" width="40" height="38" fill="#cfe8ff"/>`).join('')).join('\n')}
<rect x="${660 + v * 30}" y="260" width="160" height="260" fill="${c.roof}" opacity="0.85"/>`;
    case 'Terreno':
      return `<polygon points="120,520 300,380 700,370 880,520" fill="#b08968"/>
${Array.from({ length: 7 }, (_, k) => `<line x1="${150 + k * 110}" y1="515" x2="${170 + k * 105}" y2="385" stroke="#fff" stroke-width="5" stroke-dasharray="14 10"/>`).join('')}
<rect x="${600 + v * 40}" y="330" width="12" height="60" fill="#6f4518"/><rect x="${560 + v * 40}" y="300" width="110" height="40" fill="${c.accent}"/>`;
    case 'Campo':
      return `${Array.from({ length: 8 }, (_, k) => `<path d="M0 ${400 + k * 18} Q 500 ${370 + k * 20 - v * 10} 1000 ${400 + k * 18}" stroke="#4f772d" stroke-width="9" fill="none"/>`).join('')}
<rect x="${700 - v * 60}" y="280" width="120" height="100" fill="${c.roof}"/><polygon points="${690 - v * 60},280 ${760 - v * 60},220 ${830 - v * 60},280" fill="${c.accent}"/>
<circle cx="${220 + v * 30}" cy="330" r="55" fill="#2d6a4f"/>`;
    case 'Galpón':
      return `<rect x="${240 + v * 30}" y="260" width="520" height="260" fill="${c.wall}"/>
<path d="M${220 + v * 30} 270 Q ${500 + v * 30} 110 ${780 + v * 30} 270 Z" fill="${c.roof}"/>
<rect x="${430 + v * 30}" y="360" width="140" height="160" fill="${c.accent}"/>
${Array.from({ length: 6 }, (_, k) => `<line x1="${430 + v * 30}" y1="${380 + k * 22}" x2="${570 + v * 30}" y2="${380 + k * 22}" stroke="#fff" stroke-width="3"/>`).join('')}`;
    case 'Local comercial':
      return `<rect x="${260 + v * 30}" y="220" width="480" height="300" fill="${c.wall}"/>
<rect x="${260 + v * 30}" y="220" width="480" height="50" fill="${c.roof}"/>
${Array.from({ length: 8 }, (_, k) => `<rect x="${260 + v * 30 + k * 60}" y="270" width="30" height="30" fill="${k % 2 ? c.accent : '#ffffff'}"/>`).join('')}
<rect x="${300 + v * 30}" y="330" width="260" height="190" fill="#cfe8ff" stroke="${c.accent}" stroke-width="6"/>
<rect x="${600 + v * 30}" y="350" width="90" height="170" fill="${c.accent}"/>`;
    default:
      // Fondo de Comercio: a shop front with an awning and a sign.
      return `<rect x="${280 + v * 30}" y="240" width="440" height="280" fill="${c.wall}"/>
<polygon points="${260 + v * 30},300 ${740 + v * 30},300 ${710 + v * 30},250 ${290 + v * 30},250" fill="${c.roof}"/>
<rect x="${380 + v * 30}" y="180" width="240" height="55" rx="8" fill="${c.accent}"/>
<rect x="${320 + v * 30}" y="340" width="180" height="140" fill="#cfe8ff"/><rect x="${540 + v * 30}" y="340" width="120" height="180" fill="${c.accent}"/>`;
  }
}

export function propertySvg(tipo: string, variant: number, label: string): string {
  const c = PALETTES[variant % PALETTES.length];
  const v = variant % 3;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600" width="1000" height="600">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky}"/><stop offset="1" stop-color="${c.sky2}"/></linearGradient></defs>
<rect width="1000" height="600" fill="url(#s)"/>
<circle cx="${820 - v * 200}" cy="110" r="48" fill="#fff3b0"/>
<rect y="500" width="1000" height="100" fill="${c.ground}"/>
${shape(tipo, c, v)}
<rect x="30" y="530" width="${Math.max(200, label.length * 19 + 40)}" height="50" rx="10" fill="rgba(0,0,0,0.55)"/>
<text x="50" y="565" font-family="Arial, Helvetica, sans-serif" font-size="30" fill="#ffffff">${esc(label)}</text>
</svg>
`;
}

export function defaultImageSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600" width="1000" height="600">
<rect width="1000" height="600" fill="#2b2f36"/>
<rect x="380" y="200" width="240" height="170" rx="14" fill="none" stroke="#8a94a6" stroke-width="14"/>
<circle cx="450" cy="260" r="24" fill="#8a94a6"/>
<polyline points="395,355 470,290 520,330 560,300 605,355" fill="none" stroke="#8a94a6" stroke-width="14" stroke-linejoin="round"/>
<text x="500" y="440" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="#c9d1dc">Imagen no disponible</text>
</svg>
`;
}
