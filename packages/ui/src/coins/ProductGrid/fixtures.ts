import type { ProductGridItem } from './ProductGrid.tsx';

/** The story's text picker (useStoryText): fixtures read in the story's language. */
export type Say = (en: string, ar: string) => string;

/** A small inline SVG picture as a data URL (no network in stories). */
const picture = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="whitesmoke"/>${body}</svg>`)}`;

/** Product pictures drawn with simple shapes. */
export const productPictures = {
  scarf: picture(
    '<path d="M20 38h80v18H20z" fill="firebrick"/><path d="M20 44h80v6H20z" fill="white"/><path d="M70 56h16v44H70z" fill="firebrick"/><path d="M70 74h16v6H70z" fill="white"/><path d="M70 100v8M75 100v8M80 100v8M85 100v8" stroke="firebrick" stroke-width="2"/>',
  ),
  jersey: picture(
    '<path d="M44 20l-26 14 10 20 10-5v51h44V49l10 5 10-20-26-14c-2 8-9 12-16 12s-14-4-16-12z" fill="firebrick"/><path d="M52 20c2 6 5 8 8 8s6-2 8-8" fill="none" stroke="white" stroke-width="3"/><text x="60" y="78" font-family="sans-serif" font-size="22" font-weight="700" fill="white" text-anchor="middle">10</text>',
  ),
  ball: picture(
    '<circle cx="60" cy="60" r="38" fill="white" stroke="black" stroke-width="3"/><path d="M60 44l15 11-6 18H51l-6-18z" fill="black"/><path d="M60 44V23M75 55l19-6M69 73l12 16M51 73L39 89M45 55l-19-6" stroke="black" stroke-width="3"/>',
  ),
  mug: picture(
    '<path d="M30 36h48v52a8 8 0 01-8 8H38a8 8 0 01-8-8z" fill="steelblue"/><path d="M78 48h8a10 10 0 010 20h-8" fill="none" stroke="steelblue" stroke-width="7"/><circle cx="54" cy="64" r="12" fill="white"/><path d="M54 56l6 5-2 7h-8l-2-7z" fill="steelblue"/>',
  ),
} as const;

/** Four products, the jersey on offer; names and specs in the story's language. */
export function storyProducts(say: Say): ProductGridItem[] {
  return [
    {
      id: 1,
      name: say('Team scarf', 'وشاح الفريق'),
      image: { thumb: productPictures.scarf, original: productPictures.scarf },
      price: 150,
      discounted_price: null,
      current_price: 150,
      specs: [say('Knitted acrylic', 'أكريليك محبوك'), say('140 × 18 cm', '١٤٠ × ١٨ سم')],
    },
    {
      id: 2,
      name: say('Home jersey 2026/27', 'قميص الفريق الأساسي ٢٠٢٦/٢٧'),
      image: { thumb: productPictures.jersey, original: productPictures.jersey },
      price: 1200,
      discounted_price: 950,
      current_price: 950,
      specs: [say('Sizes S to XXL', 'المقاسات من S إلى XXL'), say('Breathable polyester', 'بوليستر يسمح بمرور الهواء'), say('Official club crest', 'شعار النادي الرسمي')],
    },
    {
      id: 3,
      name: say('Match ball', 'كرة المباريات'),
      image: { thumb: null, original: productPictures.ball },
      price: 800,
      discounted_price: null,
      current_price: 800,
      specs: [say('Size 5', 'مقاس ٥')],
    },
    {
      id: 4,
      name: say('Supporters mug', 'كوب المشجعين'),
      image: { thumb: productPictures.mug },
      price: 120,
      discounted_price: null,
      current_price: 120,
      specs: [],
    },
  ];
}

/** Waits until every picture in the element has loaded and decoded, so screenshots never catch one arriving. */
export async function imagesDecoded(root: HTMLElement | Document = document) {
  await Promise.all([...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
}
