/**
 * The demo store catalogue: football-fan merchandise bought with virtual coins. Prices are in coins; a product
 * on sale has a `discountedPrice` below its `price`. The pictures are drawn in SVG as studio product photos (light
 * backdrop, floor shadow, shaded object) and shipped as data URIs, like the generated team crests: no image files.
 */
export interface DemoProduct {
  nameEn: string;
  nameAr: string;
  /** Coins. */
  price: number;
  /** Coins; null when the product is not on sale. */
  discountedPrice: number | null;
  specsEn: string[];
  specsAr: string[];
  /** `data:image/svg+xml;base64,…` */
  image: string;
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('');
}

/** A left-to-right gradient, or top-to-bottom when `vertical`. */
function linear(id: string, list: readonly Stop[], vertical = false): string {
  return `<linearGradient id="${id}"${vertical ? ' x2="0" y2="1"' : ''}>${stops(list)}</linearGradient>`;
}

function radial(id: string, cx: number, cy: number, r: number, list: readonly Stop[]): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/** Shading across a rounded object: shadowed edges, a highlight left of centre. */
const SHADE: readonly Stop[] = [
  [0, '#000', 0.35],
  [0.25, '#000', 0],
  [0.38, '#fff', 0.22],
  [0.55, '#fff', 0],
  [0.8, '#000', 0.1],
  [1, '#000', 0.45],
];

interface Shadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Standing on the floor: adds a tight, darker contact shadow under the wide soft one. */
  grounded: boolean;
}

/** A 400×400 studio shot: light backdrop, a blurred floor shadow, then the object. */
function photo(defs: string, shadow: Shadow, body: string): string {
  const { cx, cy, rx, ry, grounded } = shadow;
  const contact = grounded
    ? `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(rx * 0.7)}" ry="${Math.round(ry * 0.45)}" fill="#0d1117" opacity=".45" filter="url(#c)"/>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><defs>` +
    radial('bg', 0.5, 0.4, 0.75, [
      [0, '#ffffff'],
      [0.55, '#eef0f3'],
      [1, '#cfd5dc'],
    ]) +
    `<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>` +
    `<filter id="c" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>` +
    `<filter id="s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>` +
    `${defs}</defs><rect width="400" height="400" fill="url(#bg)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#1c2430" opacity=".3" filter="url(#b)"/>${contact}${body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function scarf(): string {
  const left = 'M128 96C122 170 134 250 124 316L178 320C184 250 172 170 172 100Z';
  const right = 'M228 100C234 170 214 244 198 326L250 334C262 250 274 176 272 104Z';
  const fringe = (x0: number, y0: number, x1: number, y1: number): string =>
    Array.from({ length: 10 }, (_, i) => {
      const x = Math.round(x0 + ((x1 - x0) * (i + 0.5)) / 10);
      const y = Math.round(y0 + ((y1 - y0) * (i + 0.5)) / 10);
      return `M${x} ${y}l${(i % 3) - 1} 16`;
    }).join('');
  const knit = (path: string) => `<path d="${path}" fill="url(#st)"/><path d="${path}" fill="url(#rib)"/><path d="${path}" fill="url(#sh)"/>`;
  return photo(
    `<pattern id="st" width="60" height="64" patternUnits="userSpaceOnUse"><rect width="60" height="64" fill="#c8102e"/>` +
      `<rect y="30" width="60" height="26" fill="#f4f1ec"/><rect y="41" width="60" height="4" fill="#c8102e"/></pattern>` +
      `<pattern id="rib" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="2.5" height="6" fill="#000" opacity=".1"/></pattern>` +
      linear('sh', SHADE) +
      linear('bk', [
        [0, '#5e0714'],
        [0.5, '#8f0b20'],
        [1, '#5e0714'],
      ]),
    { cx: 200, cy: 368, rx: 100, ry: 12, grounded: false },
    `<path d="M128 104C124 40 276 40 272 108L246 112C244 66 156 66 154 108Z" fill="url(#bk)"/>` +
      knit(left) +
      knit(right) +
      `<path d="${fringe(124, 318, 178, 322)}${fringe(198, 328, 250, 336)}" stroke="#b30e29" stroke-width="3" stroke-linecap="round"/>`,
  );
}

function jersey(): string {
  const body = 'M172 70Q200 78 228 70L270 84Q284 120 280 162L284 326Q200 342 116 326L120 162Q116 120 130 84Z';
  const stripes = Array.from({ length: 6 }, (_, i) => `<rect x="${126 + i * 30}" y="60" width="13" height="290"/>`).join('');
  return photo(
    `<clipPath id="cl"><path d="${body}"/></clipPath>` +
      linear('sh', SHADE) +
      linear(
        'dn',
        [
          [0, '#fff', 0.12],
          [0.5, '#000', 0],
          [1, '#000', 0.2],
        ],
        true,
      ) +
      linear('sl', [
        [0, '#7a0a1b'],
        [0.6, '#c8102e'],
        [1, '#a50d25'],
      ]),
    { cx: 200, cy: 366, rx: 120, ry: 12, grounded: false },
    `<path d="M270 84L340 148L308 186L280 160Z" fill="url(#sl)"/><path d="M130 84L60 148L92 186L120 160Z" fill="url(#sl)"/>` +
      `<path d="M340 148L308 186L300 178L332 140ZM60 148L92 186L100 178L68 140Z" fill="#f4f4f2"/>` +
      `<path d="${body}" fill="#c8102e"/>` +
      `<g clip-path="url(#cl)"><g fill="#9e0c24" opacity=".55">${stripes}</g>` +
      `<path d="M126 176Q160 240 146 320M262 200Q236 260 252 322M180 120Q196 200 188 330" fill="none" stroke="#000" stroke-opacity=".14" stroke-width="9" filter="url(#s)"/>` +
      `<path d="M140 150Q170 220 160 320" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="7" filter="url(#s)"/></g>` +
      `<path d="${body}" fill="url(#sh)"/><path d="${body}" fill="url(#dn)"/>` +
      `<path d="M176 70Q200 64 224 70L200 100Z" fill="#5e0714"/>` +
      `<path d="M168 68L200 110L232 68L224 68L200 99L176 68Z" fill="#f4f4f2"/>` +
      `<path d="M116 326Q200 342 284 326" fill="none" stroke="#5e0714" stroke-opacity=".5" stroke-width="2"/>`,
  );
}

type Vec = readonly [number, number, number];

const PHI = (1 + Math.sqrt(5)) / 2;

function unit([x, y, z]: Vec): Vec {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

function between(a: Vec, b: Vec, t: number): Vec {
  return unit([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Turns about the x axis, then about the y axis. */
function turn([x, y0, z0]: Vec, ax: number, ay: number): Vec {
  const y = y0 * Math.cos(ax) - z0 * Math.sin(ax);
  const z = y0 * Math.sin(ax) + z0 * Math.cos(ax);
  return [x * Math.cos(ay) + z * Math.sin(ay), y, -x * Math.sin(ay) + z * Math.cos(ay)];
}

/**
 * A size-5 ball: the 32-panel truncated icosahedron on a sphere, seen from the front. Each icosahedron vertex is a
 * black pentagon; each of its edges is the seam between two white hexagons. Seams are drawn as quadratic curves
 * through the great-circle midpoint; points behind the sphere are pushed onto its outline.
 */
function ball(): string {
  const [cx, cy, r] = [200, 190, 120];
  const vertices: Vec[] = [];
  for (const s of [-1, 1]) {
    for (const t of [-1, 1]) vertices.push([0, s, t * PHI], [s, t * PHI, 0], [t * PHI, 0, s]);
  }
  const sphere = vertices.map((v) => turn(unit(v), 0.3, 0.35));
  const screen = ([x, y, z]: Vec): [number, number] => {
    const k = z < 0 ? 1 / Math.hypot(x, y) : 1;
    return [cx + r * x * k, cy - r * y * k];
  };
  const point = ([x, y]: readonly [number, number]) => `${Math.round(x)} ${Math.round(y)}`;
  const arc = (a: Vec, b: Vec): string => {
    const [pa, pb, pm] = [screen(a), screen(b), screen(between(a, b, 0.5))];
    return `Q${point([2 * pm[0] - (pa[0] + pb[0]) / 2, 2 * pm[1] - (pa[1] + pb[1]) / 2])} ${point(pb)}`;
  };
  let panels = '';
  let seams = '';
  sphere.forEach((v, i) => {
    const near = sphere.filter((w) => w !== v && dot(v, w) > 0.3);
    const first = near[0];
    if (!first) return;
    for (const w of near) {
      const [a, b] = [between(v, w, 1 / 3), between(v, w, 2 / 3)];
      if (sphere.indexOf(w) > i && Math.max(a[2], b[2]) > 0) seams += `M${point(screen(a))}${arc(a, b)}`;
    }
    if (v[2] < -0.25) return;
    const e1 = unit([first[0] - v[0] * dot(first, v), first[1] - v[1] * dot(first, v), first[2] - v[2] * dot(first, v)]);
    const e2: Vec = [v[1] * e1[2] - v[2] * e1[1], v[2] * e1[0] - v[0] * e1[2], v[0] * e1[1] - v[1] * e1[0]];
    const corners = near
      .map((w) => between(v, w, 1 / 3))
      .sort((a, b) => Math.atan2(dot(a, e2), dot(a, e1)) - Math.atan2(dot(b, e2), dot(b, e1)));
    const start = corners[0];
    if (!start) return;
    panels += `M${point(screen(start))}${corners.map((c, k) => arc(c, corners[(k + 1) % corners.length] ?? start)).join('')}Z`;
  });
  return photo(
    `<clipPath id="cl"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
      radial('sh', 0.36, 0.3, 0.78, [
        [0, '#fff', 0.15],
        [0.45, '#000', 0],
        [0.8, '#1b2433', 0.28],
        [1, '#0d1117', 0.6],
      ]),
    { cx: 200, cy: 312, rx: 100, ry: 16, grounded: true },
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f7f7f5"/><g clip-path="url(#cl)">` +
      `<path d="${panels}" fill="#1d2026" stroke="#1d2026" stroke-width="1.5" stroke-linejoin="round"/>` +
      `<path d="${seams}" fill="none" stroke="#8a9099" stroke-width="1.6"/></g>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#sh)"/>` +
      `<ellipse cx="156" cy="124" rx="34" ry="20" transform="rotate(-35 156 124)" fill="#fff" opacity=".55" filter="url(#s)"/>`,
  );
}

function mug(): string {
  const body = 'M120 120L120 296A70 18 0 0 0 260 296L260 120Z';
  return photo(
    linear('wh', [
      [0, '#a9b0ba'],
      [0.28, '#eef1f4'],
      [0.4, '#ffffff'],
      [0.7, '#dfe3e8'],
      [1, '#9ea6b0'],
    ]) +
      linear('rd', [
        [0, '#6e0918'],
        [0.28, '#c8102e'],
        [0.4, '#e23a53'],
        [0.7, '#b80f2a'],
        [1, '#64081a'],
      ]) +
      linear(
        'in',
        [
          [0, '#8e96a1'],
          [1, '#e6e9ed'],
        ],
        true,
      ),
    { cx: 205, cy: 314, rx: 105, ry: 14, grounded: true },
    `<path d="M256 152C322 142 322 262 256 252" fill="none" stroke="#b9c0c8" stroke-width="20" stroke-linecap="round"/>` +
      `<path d="M262 154C312 150 312 252 262 248" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4" filter="url(#s)"/>` +
      `<path d="${body}" fill="url(#wh)"/>` +
      `<path d="M120 184A70 18 0 0 0 260 184L260 232A70 18 0 0 1 120 232Z" fill="url(#rd)"/>` +
      `<ellipse cx="190" cy="120" rx="70" ry="18" fill="#f4f6f8"/><ellipse cx="190" cy="120" rx="63" ry="14.5" fill="url(#in)"/>` +
      `<rect x="140" y="138" width="13" height="160" rx="6" fill="#fff" opacity=".75" filter="url(#s)"/>`,
  );
}

function cap(): string {
  const crown = 'M122 252C112 150 196 108 262 116C322 126 340 196 326 258C260 272 184 268 122 252Z';
  return photo(
    radial('cr', 0.35, 0.3, 0.8, [
      [0, '#3f639c'],
      [0.6, '#1f3a68'],
      [1, '#0e1d38'],
    ]) +
      linear(
        'br',
        [
          [0, '#2c4c82'],
          [1, '#142850'],
        ],
        true,
      ),
    { cx: 200, cy: 290, rx: 140, ry: 14, grounded: true },
    `<path d="${crown}" fill="url(#cr)"/>` +
      `<path d="M300 262Q306 234 322 260Z" fill="#0a1428"/>` +
      `<path d="M228 116C184 140 156 200 158 258M228 116C250 160 252 220 240 268M228 116C272 140 300 200 300 262" fill="none" stroke="#0b1730" stroke-width="2.5"/>` +
      `<path d="M220 122C180 146 164 200 166 259M222 122C210 150 194 200 186 262M236 122C256 164 258 220 248 268M236 122C276 148 296 200 292 262" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="1.2" stroke-dasharray="4 3"/>` +
      `<circle cx="196" cy="164" r="4" fill="#0b1730" stroke="#5a76a6" stroke-width="1.5"/><circle cx="272" cy="160" r="4" fill="#0b1730" stroke="#5a76a6" stroke-width="1.5"/>` +
      `<ellipse cx="230" cy="115" rx="11" ry="4.5" fill="#2a4a7e" stroke="#0b1730" stroke-width="1.5"/>` +
      `<path d="M128 248C96 246 58 258 40 282C76 300 150 290 206 264Z" fill="url(#br)"/>` +
      `<path d="M40 282C76 300 150 290 206 264L206 270C150 298 76 306 40 286Z" fill="#0a1428"/>` +
      `<path d="M126 254C98 254 70 264 56 280M132 260C108 262 84 272 72 284" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="1.2" stroke-dasharray="4 3"/>` +
      `<ellipse cx="180" cy="170" rx="30" ry="46" transform="rotate(35 180 170)" fill="#fff" opacity=".12" filter="url(#s)"/>`,
  );
}

function bottle(): string {
  const body =
    'M150 152C150 132 170 120 172 112L228 112C230 120 250 132 250 152L250 200C243 216 243 244 250 260L250 320Q250 336 234 336L166 336Q150 336 150 320L150 260C157 244 157 216 150 200Z';
  const rings = [212, 224, 236, 248].map((y) => `M153 ${y}Q200 ${y + 8} 247 ${y}`).join('');
  return photo(
    linear('tl', [
      [0, '#0a5557'],
      [0.28, '#14a3a5'],
      [0.38, '#7fd8d6'],
      [0.55, '#129a9c'],
      [1, '#084647'],
    ]) +
      linear('gy', [
        [0, '#3b4048'],
        [0.35, '#9aa2ad'],
        [0.6, '#5d646e'],
        [1, '#262a30'],
      ]),
    { cx: 200, cy: 336, rx: 80, ry: 12, grounded: true },
    `<path d="M188 82Q188 56 200 56Q212 56 212 82Z" fill="url(#gy)"/>` +
      `<rect x="166" y="80" width="68" height="36" rx="6" fill="url(#gy)"/>` +
      `<path d="M170 92H230M170 100H230M170 108H230" stroke="#000" stroke-opacity=".25" stroke-width="2"/>` +
      `<path d="${body}" fill="url(#tl)"/>` +
      `<path d="${rings}" fill="none" stroke="#053a3b" stroke-opacity=".55" stroke-width="3"/>` +
      `<path d="M150 286Q200 296 250 286L250 304Q200 314 150 304Z" fill="#f4f6f8" opacity=".9"/>` +
      `<rect x="168" y="136" width="10" height="186" rx="5" fill="#fff" opacity=".45" filter="url(#s)"/>`,
  );
}

function backpack(): string {
  const body = 'M120 112Q120 82 152 80L248 80Q280 82 280 112L290 316Q290 338 268 338L132 338Q110 338 110 316Z';
  const pocket = 'M146 204Q146 194 158 193L242 193Q254 194 254 204L258 312Q258 326 244 326L156 326Q142 326 142 312Z';
  const tab = (x: number, y: number) => `<rect x="${x}" y="${y}" width="8" height="20" rx="3" fill="#c8102e" stroke="#111" stroke-width="1.5"/>`;
  return photo(
    linear('bp', [
      [0, '#15181d'],
      [0.3, '#3a3f48'],
      [0.42, '#4a505a'],
      [0.7, '#2f343c'],
      [1, '#121418'],
    ]) +
      linear(
        'pk',
        [
          [0, '#4a505a'],
          [1, '#262a30'],
        ],
        true,
      ),
    { cx: 200, cy: 338, rx: 115, ry: 14, grounded: true },
    `<path d="M102 120Q86 220 96 320L114 322Q106 220 122 122ZM298 120Q314 220 304 320L286 322Q294 220 278 122Z" fill="#1b1e23"/>` +
      `<path d="M182 82C180 50 220 50 218 82" fill="none" stroke="#22262c" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="${body}" fill="url(#bp)"/>` +
      `<path d="M102 230Q96 280 104 320L120 324Q116 278 120 232ZM298 230Q304 280 296 320L280 324Q284 278 280 232Z" fill="#2a2e35" stroke="#111" stroke-width="1.5"/>` +
      `<path d="M128 132Q200 112 272 132" fill="none" stroke="#0c0d10" stroke-width="5"/>` +
      `<path d="M128 132Q200 112 272 132" fill="none" stroke="#6b727d" stroke-width="1.5" stroke-dasharray="2 2"/>` +
      tab(236, 124) +
      `<path d="${pocket}" fill="url(#pk)" stroke="#c8102e" stroke-width="3"/>` +
      `<path d="M152 212Q200 202 248 212" fill="none" stroke="#0c0d10" stroke-width="4"/>` +
      tab(222, 206) +
      `<path d="M150 100Q200 88 250 100" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="10" filter="url(#s)"/>` +
      `<path d="M158 240Q200 232 242 240" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="8" filter="url(#s)"/>`,
  );
}

function earbuds(): string {
  const bud = (x: number, y: number, angle: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-8" y="4" width="16" height="58" rx="8" fill="url(#wh)"/>` +
    `<circle r="22" fill="url(#bd)"/><ellipse cx="-12" cy="-2" rx="9" ry="11" fill="#3a3f47"/>` +
    `<ellipse cx="6" cy="-8" rx="6" ry="4" fill="#fff" opacity=".8" filter="url(#s)"/></g>`;
  return photo(
    linear('wh', [
      [0, '#a3aab4'],
      [0.3, '#f2f4f6'],
      [0.42, '#ffffff'],
      [0.75, '#dde1e6'],
      [1, '#959ca7'],
    ]) +
      radial('bd', 0.4, 0.35, 0.7, [
        [0, '#ffffff'],
        [0.6, '#e6e9ed'],
        [1, '#a3aab4'],
      ]) +
      linear(
        'ld',
        [
          [0, '#d6dbe0'],
          [1, '#8f97a2'],
        ],
        true,
      ),
    { cx: 215, cy: 312, rx: 135, ry: 15, grounded: true },
    `<path d="M112 214Q112 160 180 156Q248 160 248 214Z" fill="#eef0f3" stroke="#aab1ba" stroke-width="2"/>` +
      `<path d="M122 212Q124 170 180 167Q236 170 238 212Z" fill="url(#ld)"/>` +
      `<path d="M110 214L250 214L250 262Q250 310 180 312Q110 310 110 262Z" fill="url(#wh)"/>` +
      `<ellipse cx="180" cy="216" rx="66" ry="9" fill="#2b2f36"/>` +
      `<circle cx="152" cy="214" r="13" fill="url(#bd)"/><circle cx="208" cy="214" r="13" fill="url(#bd)"/>` +
      `<path d="M112 232H248" stroke="#8e959f" stroke-width="1.5"/><circle cx="180" cy="256" r="3" fill="#2ecc71"/>` +
      `<rect x="126" y="236" width="10" height="60" rx="5" fill="#fff" opacity=".6" filter="url(#s)"/>` +
      bud(300, 250, -20),
  );
}

export const demoProducts: readonly DemoProduct[] = [
  {
    nameEn: 'Red and white fan scarf',
    nameAr: 'وشاح المشجعين الأحمر والأبيض',
    price: 350,
    discountedPrice: 280,
    specsEn: ['Soft double-layer acrylic knit', '150 × 18 cm with fringed ends', 'Keeps you warm on cold match nights'],
    specsAr: ['تريكو أكريليك ناعم بطبقتين', '١٥٠ × ١٨ سم بأطراف مهدّبة', 'يدفّيك في ليالي المباريات الباردة'],
    image: scarf(),
  },
  {
    nameEn: 'Red home jersey',
    nameAr: 'القميص الأساسي الأحمر',
    price: 1800,
    discountedPrice: null,
    specsEn: ['Breathable quick-dry fabric', 'V-neck and cuffs with white trim', 'Sizes S to XXL'],
    specsAr: ['قماش مسامي سريع الجفاف', 'ياقة على شكل V وأكمام بحواف بيضاء', 'المقاسات من S إلى XXL'],
    image: jersey(),
  },
  {
    nameEn: 'Match ball, size 5',
    nameAr: 'كرة مباريات، مقاس ٥',
    price: 1200,
    discountedPrice: 950,
    specsEn: ['Official size and weight', '32 stitched panels', 'For natural grass and artificial turf'],
    specsAr: ['المقاس والوزن الرسميان', '٣٢ قطعة مخيطة', 'للعشب الطبيعي والصناعي'],
    image: ball(),
  },
  {
    nameEn: 'Fan mug with red band',
    nameAr: 'مج المشجعين بشريط أحمر',
    price: 200,
    discountedPrice: null,
    specsEn: ['Ceramic, 350 ml', 'Dishwasher and microwave safe'],
    specsAr: ['سيراميك، ٣٥٠ مل', 'آمن في غسالة الأطباق والميكروويف'],
    image: mug(),
  },
  {
    nameEn: 'Navy fan cap',
    nameAr: 'كاب المشجعين الكحلي',
    price: 300,
    discountedPrice: null,
    specsEn: ['100% cotton', 'Adjustable strap, one size fits all', 'Curved peak against the sun'],
    specsAr: ['قطن ١٠٠٪', 'حزام قابل للضبط، مقاس واحد يناسب الجميع', 'حافة مقوّسة تحمي من الشمس'],
    image: cap(),
  },
  {
    nameEn: 'Teal sports water bottle',
    nameAr: 'زجاجة مياه رياضية فيروزية',
    price: 180,
    discountedPrice: null,
    specsEn: ['750 ml, BPA-free plastic', 'Leak-proof push-pull cap', 'Ribbed grip'],
    specsAr: ['٧٥٠ مل، بلاستيك خالٍ من BPA', 'غطاء سحب ودفع لا يسرّب', 'حلقات بارزة لقبضة ثابتة'],
    image: bottle(),
  },
  {
    nameEn: 'Charcoal fan backpack',
    nameAr: 'حقيبة ظهر المشجعين الرمادية الداكنة',
    price: 1500,
    discountedPrice: 1200,
    specsEn: ['25 L main compartment', 'Padded laptop sleeve up to 15.6"', 'Water-resistant fabric', 'Two side bottle pockets'],
    specsAr: ['جيب رئيسي سعة ٢٥ لترًا', 'جيب مبطّن للابتوب حتى ١٥٫٦ بوصة', 'قماش مقاوم للمياه', 'جيبان جانبيان للزجاجات'],
    image: backpack(),
  },
  {
    nameEn: 'Wireless earbuds',
    nameAr: 'سماعات أذن لاسلكية',
    price: 2800,
    discountedPrice: null,
    specsEn: ['Bluetooth 5.3', 'Up to 24 hours with the charging case', 'Splash-resistant for training'],
    specsAr: ['بلوتوث ٥٫٣', 'حتى ٢٤ ساعة مع علبة الشحن', 'مقاومة لرذاذ الماء أثناء التمرين'],
    image: earbuds(),
  },
];
