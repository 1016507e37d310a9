import type { Language } from '../../format/locale.ts';

/** The user settings POST /me/settings accepts, one key at a time. */
export interface UserSettings {
  readonly language: Language;
  readonly receive_notifications: boolean;
  readonly auto_navigate_to_next_prediction: boolean;
}

export type SettingKey = keyof UserSettings;

/** One key with a value of that key's type. */
export type SettingChange = { [K in SettingKey]: { readonly key: K; readonly value: UserSettings[K] } }[SettingKey];

export interface SettingsContext {
  /** What the page shows: confirmed values plus the optimistic ones being saved. */
  readonly values: UserSettings;
  /** The last values the server accepted; a failed save falls back to these. */
  readonly confirmed: UserSettings;
  /** The loading flag per setting while its save is under way. */
  readonly loading: Readonly<Record<SettingKey, boolean>>;
}

export type SettingsEvent =
  | ({ readonly type: 'SETTING_CHANGED' } & SettingChange)
  /** Fresh values from the profile; keys being saved keep their optimistic value. */
  | { readonly type: 'SETTINGS_LOADED'; readonly settings: UserSettings };

export type SettingsEmitted =
  /** Switch the app's language (i18n, direction, locale cookie) to this one. */
  | { readonly type: 'languageApplied'; readonly language: Language }
  | { readonly type: 'settingSaved'; readonly key: SettingKey }
  | { readonly type: 'settingReverted'; readonly key: SettingKey };
