/** The contract's page meta: pages start at 1, and an empty list still has one (empty) page. */
export function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
