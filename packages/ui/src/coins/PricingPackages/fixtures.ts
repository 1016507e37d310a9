import type { PricingPackage } from './PricingPackages.tsx';

/** The story's text picker (useStoryText): fixtures read in the story's language. */
export type Say = (en: string, ar: string) => string;

/** Packages at full price, in the story's language. */
export function storyPackages(say: Say): PricingPackage[] {
  return [
    { id: 1, name: say('Starter', 'باقة البداية'), coins: 100, egp: 25, discounted_price: null },
    { id: 2, name: say('Fan', 'باقة المشجع'), coins: 500, egp: 110, discounted_price: null },
    { id: 3, name: say('Ultras', 'باقة الألتراس'), coins: 1500, egp: 299.99, discounted_price: null },
  ];
}

/** The same packages with two of them on offer. */
export function storyDiscountedPackages(say: Say): PricingPackage[] {
  const [starter, fan, ultras] = storyPackages(say);
  return [starter!, { ...fan!, discounted_price: 89.5 }, { ...ultras!, discounted_price: 249 }];
}
