import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { expectFullPathCoverage } from '../testing/assert-coverage.ts';
import { settingsMachine } from './machine.ts';
import type { SettingChange, SettingsContext, SettingsEmitted, UserSettings } from './types.ts';

const saved: UserSettings = { language: 'en', receive_notifications: true, auto_navigate_to_next_prediction: false };

/** Each save waits until the test answers it, so in-flight states can be observed. */
function openSettings() {
  const pending: Array<{ change: SettingChange; succeed: () => void; fail: () => void }> = [];
  const updates = vi.fn<(change: SettingChange) => void>();
  const machine = settingsMachine.provide({
    actors: {
      updateSetting: fromPromise<void, SettingChange>(
        ({ input: change }) =>
          new Promise<void>((resolve, reject) => {
            updates(change);
            pending.push({ change, succeed: resolve, fail: () => reject({ status: 500 }) });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: saved });
  const emitted: SettingsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, pending, updates };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('settings', () => {
  it('shows a change at once with its loading flag, then confirms it', async () => {
    const { actor, emitted, pending, updates } = openSettings();
    actor.send({ type: 'SETTING_CHANGED', key: 'receive_notifications', value: false });
    expect(actor.getSnapshot().context.values.receive_notifications).toBe(false);
    expect(actor.getSnapshot().context.loading.receive_notifications).toBe(true);
    expect(actor.getSnapshot().matches({ receiveNotifications: 'saving' })).toBe(true);
    expect(updates).toHaveBeenCalledWith({ key: 'receive_notifications', value: false });
    pending[0]?.succeed();
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      values: { receive_notifications: false },
      confirmed: { receive_notifications: false },
      loading: { receive_notifications: false },
    });
    expect(emitted).toEqual([{ type: 'settingSaved', key: 'receive_notifications' }]);
  });

  it('puts the old value back when the save fails', async () => {
    const { actor, emitted, pending } = openSettings();
    actor.send({ type: 'SETTING_CHANGED', key: 'auto_navigate_to_next_prediction', value: true });
    pending[0]?.fail();
    await settle();
    expect(actor.getSnapshot().context.values.auto_navigate_to_next_prediction).toBe(false);
    expect(actor.getSnapshot().context.loading.auto_navigate_to_next_prediction).toBe(false);
    expect(emitted).toEqual([{ type: 'settingReverted', key: 'auto_navigate_to_next_prediction' }]);
  });

  it('applies a new language at once and switches back if the server refuses it', async () => {
    const { actor, emitted, pending } = openSettings();
    actor.send({ type: 'SETTING_CHANGED', key: 'language', value: 'ar' });
    expect(emitted).toEqual([{ type: 'languageApplied', language: 'ar' }]);
    pending[0]?.fail();
    await settle();
    expect(emitted.at(-1)).toEqual({ type: 'languageApplied', language: 'en' });
    expect(actor.getSnapshot().context.values.language).toBe('en');
  });

  it('saves settings independently of each other', async () => {
    const { actor, pending } = openSettings();
    actor.send({ type: 'SETTING_CHANGED', key: 'language', value: 'ar' });
    actor.send({ type: 'SETTING_CHANGED', key: 'receive_notifications', value: false });
    expect(pending.map((call) => call.change.key)).toEqual(['language', 'receive_notifications']);
    pending[1]?.fail();
    await settle();
    expect(actor.getSnapshot().matches({ language: 'saving', receiveNotifications: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.values).toMatchObject({ language: 'ar', receive_notifications: true });
  });

  it('replaces an in-flight save when the same setting changes again', async () => {
    const { actor, pending, updates } = openSettings();
    actor.send({ type: 'SETTING_CHANGED', key: 'receive_notifications', value: false });
    actor.send({ type: 'SETTING_CHANGED', key: 'receive_notifications', value: true });
    expect(updates).toHaveBeenLastCalledWith({ key: 'receive_notifications', value: true });
    pending[0]?.fail();
    await settle();
    expect(actor.getSnapshot().context.loading.receive_notifications).toBe(true);
  });

  it('ignores a change to the value already shown', () => {
    const { actor, updates } = openSettings();
    actor.send({ type: 'SETTING_CHANGED', key: 'language', value: 'en' });
    expect(updates).not.toHaveBeenCalled();
  });

  it('takes fresh values from the profile but keeps the ones being saved', () => {
    const { actor } = openSettings();
    actor.send({ type: 'SETTING_CHANGED', key: 'language', value: 'ar' });
    actor.send({ type: 'SETTINGS_LOADED', settings: { language: 'en', receive_notifications: false, auto_navigate_to_next_prediction: true } });
    expect(actor.getSnapshot().context.values).toEqual({ language: 'ar', receive_notifications: false, auto_navigate_to_next_prediction: true });
  });
});

describe('every state and transition, by path', () => {
  const events: AnyEventObject[] = [
    { type: 'SETTING_CHANGED', key: 'language', value: 'ar' },
    { type: 'SETTING_CHANGED', key: 'language', value: 'en' },
    { type: 'SETTING_CHANGED', key: 'receive_notifications', value: false },
    { type: 'SETTING_CHANGED', key: 'receive_notifications', value: true },
    { type: 'SETTING_CHANGED', key: 'auto_navigate_to_next_prediction', value: true },
    { type: 'SETTING_CHANGED', key: 'auto_navigate_to_next_prediction', value: false },
    { type: 'SETTINGS_LOADED', settings: saved },
    ...['updateLanguage', 'updateReceiveNotifications', 'updateAutoNavigate'].flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: undefined },
      { type: `xstate.error.actor.${id}`, error: { status: 500 } },
    ]),
  ];
  const distinguish = (context: SettingsContext) => context.values;

  it('enters every state and takes every transition', { timeout: 60_000 }, () => {
    const { pathCount } = expectFullPathCoverage(settingsMachine, [{ events, input: saved, distinguish }]);
    expect(pathCount).toBeGreaterThan(0);
  });
});
