import { deflateSync } from 'node:zlib';
import { coinsForPrize } from '@hadaf/domain';
import { renderRedemptionForms } from '../documents/redemption-forms.ts';
import { storePrivateFile } from '../documents/private-files.ts';
import type { Queryable } from '../platform/database/database.ts';
import { date, num, type Row } from '../platform/database/rows.ts';
import type { Services } from '../platform/services.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small real PNG standing for a scanned id card side: a light card with a coloured band and, on the front, a grey
 * photo box. Generated, so no image file ships with the demo.
 */
export function demoScanPng(side: 'front' | 'back', width = 96, height = 60): Buffer {
  const band: [number, number, number] = side === 'front' ? [11, 110, 79] : [29, 53, 87];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      let pixel: [number, number, number] = [236, 240, 235];
      if (y < 12) pixel = band;
      else if (side === 'front' && x >= 6 && x < 30 && y >= 18 && y < 50) pixel = [160, 165, 170];
      else if (y >= 22 && y % 8 < 2 && x >= (side === 'front' ? 36 : 8) && x < width - 8) pixel = [90, 95, 100];
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

export interface DemoRedemptionDetails {
  legalName: string;
  nationalId: string;
  phoneNumber: string;
  email: string;
  /** E-Wallet when set; Coins otherwise. */
  wallet: { issuer: string; phoneNumber: string } | null;
}

/** What the demo creator sent with the request (a valid national id: born 15 March 1995 in Cairo). */
export const demoRedemptionDetails = {
  legalName: 'Nour Ahmed Hassan',
  nationalId: '29503150101234',
  phoneNumber: '01000000002',
  email: 'creator@hadaf.example',
  wallet: { issuer: 'vodafone', phoneNumber: '01000000002' },
} as const satisfies DemoRedemptionDetails;

/** What the demo fan sent for the prize in review (Coins; born 21 August 1998 in Alexandria). */
export const demoFanRedemptionDetails = {
  legalName: 'Karim Mostafa Adel',
  nationalId: '29808210201235',
  phoneNumber: '01000000003',
  email: 'fan@hadaf.example',
  wallet: null,
} as const satisfies DemoRedemptionDetails;

const day = 24 * 3600_000;

/**
 * A request as the redemption modal sends it, for a prize already in processing: the forms generated (and signed), the
 * scans stored as the fan's private files, and the request holding the details the forms were made from.
 */
async function insertRedemptionRequest(
  tx: Queryable,
  services: Services,
  request: { userId: number; userPrizeId: number; prize: { name: string; amount: number }; details: DemoRedemptionDetails; sentAt: Date },
): Promise<{ front: string; back: string }> {
  const { userId, userPrizeId, prize, details, sentAt } = request;
  // Rendered in the seed's transaction: a demo seeds once, and the forms carry the prize's id.
  const forms = await renderRedemptionForms(
    {
      legalName: details.legalName,
      nationalId: details.nationalId,
      phoneNumber: details.phoneNumber,
      email: details.email,
      prizeName: prize.name,
      competitionName: null,
      amount: prize.amount,
      date: sentAt,
      userPrizeId,
    },
    'en',
  );
  const scans: Record<'front' | 'back', string> = { front: '', back: '' };
  for (const side of ['front', 'back'] as const) {
    const file = await storePrivateFile(tx, services, {
      ownerId: userId,
      purpose: side === 'front' ? 'national_id_front' : 'national_id_back',
      name: `national-id-${side}.png`,
      bytes: demoScanPng(side),
      mime: 'image/png',
      extension: 'png',
    });
    scans[side] = file.id;
  }
  const [row] = await tx.query<Row>(
    `INSERT INTO prize_redemptions (user_prize_id, user_id, legal_name, phone_number, email, national_id, front_file_id, back_file_id,
                                    method, wallet_issuer, wallet_phone_number, coins, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      userPrizeId,
      userId,
      details.legalName,
      details.phoneNumber,
      details.email,
      details.nationalId,
      scans.front,
      scans.back,
      details.wallet ? 'E-Wallet' : 'Coins',
      details.wallet?.issuer ?? null,
      details.wallet?.phoneNumber ?? null,
      details.wallet ? null : coinsForPrize(prize.amount),
      sentAt,
    ],
  );
  for (const form of forms) {
    const file = await storePrivateFile(tx, services, { ownerId: userId, purpose: 'redemption_form', name: form.name, bytes: form.pdf, mime: 'application/pdf', extension: 'pdf' });
    await tx.query('INSERT INTO redemption_forms (user_prize_id, name, file_id, details, redemption_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      userPrizeId,
      form.name,
      file.id,
      JSON.stringify({ legal_name: details.legalName, national_id: details.nationalId, phone_number: details.phoneNumber, email: details.email }),
      row!.id,
      sentAt,
    ]);
  }
  return scans;
}

/**
 * The admins' review queue is not empty on a demo server: the demo creator (a fan too) won the Weekly winner prize and
 * asked to redeem it by E-Wallet, with generated forms (signed) and scans, as the redemption modal would have sent them.
 * Once: nothing is added when the creator has a request already. Returns the user prize's id, or null.
 */
export async function seedDemoRedemption(services: Services, creatorId: number, now: Date): Promise<number | null> {
  const { database } = services;
  const [existing] = await database.query<Row>('SELECT id FROM prize_redemptions WHERE user_id = $1 LIMIT 1', [creatorId]);
  if (existing) return null;
  const wonAt = new Date(now.getTime() - 5 * day);
  const sentAt = new Date(now.getTime() - day);
  const [prize] = await database.query<Row>("SELECT id, name_en, amount FROM prizes WHERE external_key = 'demo:prize:weekly'");
  if (!prize) return null;
  const details = demoRedemptionDetails;
  return database.transaction(async (tx) => {
    const [won] = await tx.query<Row>(
      "INSERT INTO user_prizes (user_id, prize_id, amount, status, available_at, created_at) VALUES ($1, $2, $3, 'processing', $4, $4) RETURNING id",
      [creatorId, prize.id, prize.amount, wonAt],
    );
    const userPrizeId = num(won!.id);
    await tx.query("INSERT INTO user_prize_logs (user_prize_id, status, created_at) VALUES ($1, 'pending', $2), ($1, 'processing', $3)", [userPrizeId, wonAt, sentAt]);
    const prizeOf = { name: String(prize.name_en), amount: num(prize.amount) };
    const scans = await insertRedemptionRequest(tx, services, { userId: creatorId, userPrizeId, prize: prizeOf, details, sentAt });
    await tx.query('UPDATE users SET legal_name = $2, national_id = $3, national_id_front_file_id = $4, national_id_back_file_id = $5 WHERE id = $1', [
      creatorId,
      details.legalName,
      details.nationalId,
      scans.front,
      scans.back,
    ]);
    return userPrizeId;
  });
}

/**
 * The demo fan's prize in processing (demo-prizes.ts) is in review: it gets the Coins request it was sent with, so an
 * admin can decide it like any other. The fan's profile is left as it is (the journeys fill it in). Once; returns the
 * user prize's id, or null when there is no such prize or it has its request.
 */
export async function seedDemoFanRedemption(services: Services, fanId: number): Promise<number | null> {
  const { database } = services;
  const [prize] = await database.query<Row>(
    `SELECT up.id, up.amount, p.name_en, (SELECT max(l.created_at) FROM user_prize_logs l WHERE l.user_prize_id = up.id) AS sent_at
       FROM user_prizes up JOIN prizes p ON p.id = up.prize_id
      WHERE up.user_id = $1 AND up.status = 'processing'
        AND NOT EXISTS (SELECT 1 FROM prize_redemptions r WHERE r.user_prize_id = up.id)
      ORDER BY up.id LIMIT 1`,
    [fanId],
  );
  if (!prize) return null;
  const userPrizeId = num(prize.id);
  await database.transaction((tx) =>
    insertRedemptionRequest(tx, services, {
      userId: fanId,
      userPrizeId,
      prize: { name: String(prize.name_en), amount: num(prize.amount) },
      details: demoFanRedemptionDetails,
      sentAt: date(prize.sent_at),
    }),
  );
  return userPrizeId;
}
