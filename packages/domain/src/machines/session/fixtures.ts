import type { AppSettings, SessionUser } from './types.ts';

/** Sample API answers shared by the session tests; kept apart so they read as data, not logic. */
export const settingsWithPhoneCheck: AppSettings = { enable_phone_verification: true };
export const settingsWithoutPhoneCheck: AppSettings = { enable_phone_verification: false };

export const userWithPhone: SessionUser = { id: 7, name: 'Mona', phone_number: '01000000000', phone_verified: true, settings: { language: 'en' } };
export const arabicUserWithoutPhone: SessionUser = { id: 8, name: 'Omar', phone_number: null, settings: { language: 'ar' } };
