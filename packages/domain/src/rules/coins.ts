/**
 * Paying with coins (an entry fee, a store product): a fan can pay a price their balance covers. The server's ledger
 * is the authority (a balance never goes negative); the app asks first so a fan short of coins is sent to buy some.
 */
export function canAfford(balance: number, price: number): boolean {
  return balance >= price;
}

/** Coins still needed to pay a price; 0 when the balance covers it. */
export function missingCoins(price: number, balance: number): number {
  return Math.max(0, price - balance);
}
