import { multipart, type CallOptions, type Harness, type TestUser } from '../helpers/harness.ts';
import { GIF, JPEG, PNG } from '../documents/image-fixtures.ts';

/** A national id the domain accepts: born 1 January 1990 in Dakahlia (12). */
export const NATIONAL_ID = '29001011234567';

export const personalInfo = { legal_name: 'Ahmed Samir Mahmoud', phone_number: '01012345678', email: 'ahmed@example.com', national_id: NATIONAL_ID };

export type Files = Parameters<typeof multipart>[1];
export const scans: Files = {
  'national_id_scans[front]': { filename: 'front.png', content: PNG },
  'national_id_scans[back]': { filename: 'back.jpg', content: JPEG, type: 'image/jpeg' },
};
export const otherScans: Files = {
  'national_id_scans[front]': { filename: 'front.gif', content: GIF, type: 'image/gif' },
  'national_id_scans[back]': { filename: 'back.png', content: PNG },
};

/** A won prize of `userId` (its hold over unless told), with a catalogue prize and optionally a competition. */
export async function win(
  api: Harness,
  userId: number,
  fields: { status?: string; amount?: number; coins?: number | null; competition?: string; availableInHours?: number; prizeName?: string } = {},
): Promise<number> {
  const db = api.app.services.database;
  const [prize] = await db.query<{ id: number }>("INSERT INTO prizes (name_en, name_ar, amount) VALUES ($1, 'الفائز الأسبوعي', 500) RETURNING id", [fields.prizeName ?? 'Weekly winner']);
  const [competition] = fields.competition
    ? await db.query<{ id: number }>("INSERT INTO competitions (name_en, name_ar, type) VALUES ($1, 'دوري التوقعات', 1) RETURNING id", [fields.competition])
    : [];
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO user_prizes (user_id, prize_id, competition_id, amount, coins, status, available_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7), now() - interval '1 day') RETURNING id`,
    [userId, prize!.id, competition?.id ?? null, fields.amount ?? 500, fields.coins ?? null, fields.status ?? 'pending', fields.availableInHours ?? -1],
  );
  await db.query("INSERT INTO user_prize_logs (user_prize_id, status, created_at) VALUES ($1, 'pending', now() - interval '1 day')", [row!.id]);
  return Number(row!.id);
}

type Locale = CallOptions['locale'];

/** Step 1: the forms, with the personal info (overridable; `undefined` leaves a field out) and the scans. */
export function getForms(api: Harness, user: TestUser, userPrizeId: number | string, options: { fields?: Record<string, string | undefined>; files?: Files; locale?: Locale } = {}) {
  const fields = definedOnly({ user_prize_id: String(userPrizeId), ...personalInfo, ...options.fields });
  return api.call('generateRedemptionForms', { token: user.token, locale: options.locale, ...multipart(fields, options.files ?? scans) });
}

export const eWallet = { 'redemption_method[name]': 'E-Wallet', 'redemption_method[options][phone_number]': '01198765432', 'redemption_method[options][wallet][issuer]': 'vodafone' };
export const coinsMethod = { 'redemption_method[name]': 'Coins' };

/** Steps 2 and 3: the request, signing `forms` (both generated ones unless told). */
export function submit(
  api: Harness,
  user: TestUser,
  userPrizeId: number,
  options: { method?: Record<string, string>; forms?: string[]; fields?: Record<string, string | undefined>; files?: Files; locale?: Locale } = {},
) {
  const forms = Object.fromEntries((options.forms ?? ['receipt', 'tax-form']).map((name, index) => [`forms[${index}]`, name]));
  const fields = definedOnly({ user_prize_id: String(userPrizeId), ...personalInfo, ...forms, ...(options.method ?? coinsMethod), ...options.fields });
  return api.call('submitRedemptionRequest', { token: user.token, locale: options.locale, ...multipart(fields, options.files ?? scans) });
}

/** Forms then request, both expected to succeed; the request's method is Coins unless told. */
export async function redeem(api: Harness, user: TestUser, userPrizeId: number, method: Record<string, string> = coinsMethod) {
  const forms = await getForms(api, user, userPrizeId);
  if (forms.statusCode !== 200) throw new Error(`forms: ${forms.body}`);
  const request = await submit(api, user, userPrizeId, { method });
  if (request.statusCode !== 200) throw new Error(`submit: ${request.body}`);
  return request.json().data as { id: number; status: string };
}

function definedOnly(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** A private file's URL as the signed-in user (or visitor) sees it. */
export function fetchFile(api: Harness, url: string, token?: string) {
  return api.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
