import { randomInt } from 'node:crypto';
import type { Database } from '../platform/database/database.ts';
import { isUniqueViolation, num, type Row } from '../platform/database/rows.ts';
import { ApiError, validationFailed } from '../platform/http/errors.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { moveCoins, walletBalance } from '../ledger/index.ts';
import { paymentMessage } from './messages.ts';

const CODE_DIGITS = 12;

/** As printed on the card: 4821-0937-5512. */
const printed = (digits: string) => digits.match(/.{4}/g)!.join('-');

const randomCode = () => Array.from({ length: CODE_DIGITS }, () => randomInt(0, 10)).join('');

/** A batch of new codes worth `coins` each (admin). Codes are random, so a guess almost never hits one. */
export async function createPrepaidCards(database: Database, input: Schemas['PrepaidCardBatchRequest'], adminId: number): Promise<Schemas['PrepaidCardBatch']> {
  return database.transaction(async (tx) => {
    const [batch] = await tx.query<Row>('INSERT INTO prepaid_card_batches (coins, created_by) VALUES ($1, $2) RETURNING id', [input.coins, adminId]);
    const batchId = num(batch!.id);
    const codes = new Set<string>();
    while (codes.size < input.count) codes.add(randomCode());
    const inserted = await tx.query<Row>(
      `INSERT INTO prepaid_cards (batch_id, code, coins) SELECT $1, code, $2 FROM unnest($3::text[]) AS code
       ON CONFLICT (code) DO NOTHING RETURNING code`,
      [batchId, input.coins, [...codes]],
    );
    // A clash with an older card (one in a hundred million per code) is simply left out of the batch and replaced.
    const kept = inserted.map((row) => String(row.code));
    while (kept.length < input.count) {
      const code = randomCode();
      try {
        await tx.query('INSERT INTO prepaid_cards (batch_id, code, coins) VALUES ($1, $2, $3)', [batchId, code, input.coins]);
        kept.push(code);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return { id: batchId, coins: input.coins, codes: kept.map(printed) };
  });
}

const invalidCard = (locale: Locale) => validationFailed(paymentMessage('invalidPrepaidCard', locale), { code: ['invalid-prepaid-card'] });
// Like a promo code redeemed before (platform §8, code 1002).
const usedCard = (locale: Locale) => new ApiError(422, { message: paymentMessage('usedPrepaidCard', locale), code: 1002, errors: { code: ['used-prepaid-card'] } });

/** Charges a prepaid card to the fan's wallet, once: the card's row is locked, so two fans typing it together get it once. */
export async function chargePrepaidCard(database: Database, rawCode: string, userId: number, locale: Locale): Promise<Schemas['CoinsCredit']> {
  const code = rawCode.replace(/[\s-]/g, '');
  if (!/^[0-9]{12}$/.test(code)) throw invalidCard(locale);
  return database.transaction(async (tx) => {
    const [card] = await tx.query<Row>('SELECT id, coins, charged_at FROM prepaid_cards WHERE code = $1 FOR UPDATE', [code]);
    if (!card) throw invalidCard(locale);
    if (card.charged_at !== null) throw usedCard(locale);
    const cardId = num(card.id);
    const coins = num(card.coins);
    const { entryId } = await moveCoins(tx, {
      idempotencyKey: `prepaid-card:${cardId}`,
      kind: 'prepaid-card',
      from: { kind: 'purchases' },
      to: { kind: 'wallet', userId },
      coins,
      memo: { card: cardId },
    });
    await tx.query('UPDATE prepaid_cards SET charged_by = $2, charged_at = now(), entry_id = $3 WHERE id = $1', [cardId, userId, entryId]);
    return { coins, balance: await walletBalance(tx, userId) };
  });
}
