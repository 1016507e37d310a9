import { createSeededRandom, hashText } from '@hadaf/domain';

const palette = ['#0b6e4f', '#c1121f', '#1d3557', '#f4a261', '#6a4c93', '#2a9d8f', '#e9c46a', '#264653', '#d62828', '#003049', '#118ab2', '#ef476f'];
const shapes = ['M32 4 L58 14 V34 C58 48 46 57 32 62 C18 57 6 48 6 34 V14 Z', 'M32 4 A28 28 0 1 1 31.9 4 Z', 'M10 6 H54 V40 L32 60 L10 40 Z'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A generated crest (shield, circle or pennant in two colours with the team code) as an SVG data URI. The same
 * name always gives the same crest, so imported and demo teams look stable without shipping image files.
 */
export function crestDataUri(name: string, code: string): string {
  const random = createSeededRandom(hashText(name));
  const primary = random.pick(palette);
  let secondary = random.pick(palette);
  if (secondary === primary) secondary = '#ffffff';
  const shape = random.pick(shapes);
  const stripe = random.chance(0.5)
    ? `<rect x="26" y="4" width="12" height="58" fill="${secondary}" clip-path="url(#c)"/>`
    : `<rect x="4" y="24" width="56" height="12" fill="${secondary}" clip-path="url(#c)"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><clipPath id="c"><path d="${shape}"/></clipPath></defs>` +
    `<path d="${shape}" fill="${primary}" stroke="#111" stroke-width="2"/>${stripe}` +
    `<text x="32" y="40" font-family="Arial,sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#fff" stroke="#111" stroke-width="0.6">${escapeXml(code.slice(0, 3))}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
