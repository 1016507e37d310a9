import type { OrdersListItem } from './OrdersList.tsx';

/** The story's text picker (useStoryText): fixtures read in the story's language. */
export type Say = (en: string, ar: string) => string;

/** The orders stories' time zone, so dates read the same on every machine. */
export const storyTimeZone = 'Africa/Cairo';

/** One order in each status, newest first. */
export function storyOrders(say: Say): OrdersListItem[] {
  return [
    {
      id: 31,
      product: { id: 2, name: say('Home jersey 2026/27', 'قميص الفريق الأساسي ٢٠٢٦/٢٧') },
      price: 950,
      created_at: '2026-11-21T10:15:00Z',
      status: 'pending',
      street_address: say('12 Tahrir Street, Dokki, Giza', '١٢ شارع التحرير، الدقي، الجيزة'),
    },
    {
      id: 27,
      product: { id: 1, name: say('Team scarf', 'وشاح الفريق') },
      price: 150,
      created_at: '2026-11-09T16:40:00Z',
      status: 'confirmed',
      street_address: say('4 Abbas El Akkad Street, Nasr City, Cairo', '٤ شارع عباس العقاد، مدينة نصر، القاهرة'),
    },
    {
      id: 19,
      product: { id: 3, name: say('Match ball', 'كرة المباريات') },
      price: 800,
      created_at: '2026-10-14T12:00:00Z',
      status: 'delivered',
      street_address: say('25 Corniche Road, Stanley, Alexandria', '٢٥ طريق الكورنيش، ستانلي، الإسكندرية'),
    },
    {
      id: 12,
      product: { id: 4, name: say('Supporters mug', 'كوب المشجعين') },
      price: 120,
      created_at: '2026-09-30T08:25:00Z',
      status: 'cancelled',
      street_address: say('12 Tahrir Street, Dokki, Giza', '١٢ شارع التحرير، الدقي، الجيزة'),
    },
  ];
}
