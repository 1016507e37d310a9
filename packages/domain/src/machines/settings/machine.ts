import { assign, enqueueActions, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';
import type { SettingChange, SettingKey, SettingsContext, SettingsEmitted, SettingsEvent, UserSettings } from './types.ts';

const notLoading: Readonly<Record<SettingKey, boolean>> = { language: false, receive_notifications: false, auto_navigate_to_next_prediction: false };

function withValue(settings: UserSettings, change: SettingChange): UserSettings {
  return { ...settings, [change.key]: change.value };
}

/**
 * One region per setting, so saving the language never waits on, or cancels, a notifications
 * save. A second change to the same setting while it saves replaces the request.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as UserSettings,
    emitted: {} as SettingsEmitted,
  },
  actors: {
    updateSetting: notProvided<void, SettingChange>('updateSetting'),
  },
  actions: {
    applyOptimistically: enqueueActions(({ context, enqueue }, change: SettingChange) => {
      enqueue.assign({ values: withValue(context.values, change), loading: { ...context.loading, [change.key]: true } });
      if (change.key === 'language') enqueue.emit({ type: 'languageApplied', language: change.value });
    }),
    confirm: enqueueActions(({ context, enqueue }, { key }: { key: SettingKey }) => {
      enqueue.assign({
        confirmed: withValue(context.confirmed, { key, value: context.values[key] } as SettingChange),
        loading: { ...context.loading, [key]: false },
      });
      enqueue.emit({ type: 'settingSaved', key });
    }),
    revert: enqueueActions(({ context, enqueue }, { key }: { key: SettingKey }) => {
      enqueue.assign({
        values: withValue(context.values, { key, value: context.confirmed[key] } as SettingChange),
        loading: { ...context.loading, [key]: false },
      });
      enqueue.emit({ type: 'settingReverted', key });
      if (key === 'language') enqueue.emit({ type: 'languageApplied', language: context.confirmed.language });
    }),
  },
  guards: {
    changes: ({ context, event }, { key }: { key: SettingKey }) =>
      event.type === 'SETTING_CHANGED' && event.key === key && event.value !== context.values[key],
  },
}).createMachine({
  id: 'settings',
  type: 'parallel',
  context: ({ input }) => ({ values: input, confirmed: input, loading: notLoading }),
  on: {
    SETTINGS_LOADED: {
      actions: assign(({ context, event }) => {
        // A setting still being saved keeps the value the user chose; the others take the loaded one.
        const values: UserSettings = { ...event.settings };
        const keepChosen = <K extends SettingKey>(key: K) => {
          if (context.loading[key]) values[key] = context.values[key];
        };
        (Object.keys(event.settings) as SettingKey[]).forEach(keepChosen);
        return { confirmed: event.settings, values };
      }),
    },
  },
  states: {
    language: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SETTING_CHANGED: {
              guard: { type: 'changes', params: { key: 'language' } },
              target: 'saving',
              actions: { type: 'applyOptimistically', params: ({ event }) => event },
            },
          },
        },
        saving: {
          invoke: {
            id: 'updateLanguage',
            src: 'updateSetting',
            input: ({ context }) => ({ key: 'language', value: context.values.language }),
            onDone: { target: 'idle', actions: { type: 'confirm', params: { key: 'language' } } },
            onError: { target: 'idle', actions: { type: 'revert', params: { key: 'language' } } },
          },
          on: {
            SETTING_CHANGED: {
              guard: { type: 'changes', params: { key: 'language' } },
              target: 'saving',
              reenter: true,
              actions: { type: 'applyOptimistically', params: ({ event }) => event },
            },
          },
        },
      },
    },
    receiveNotifications: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SETTING_CHANGED: {
              guard: { type: 'changes', params: { key: 'receive_notifications' } },
              target: 'saving',
              actions: { type: 'applyOptimistically', params: ({ event }) => event },
            },
          },
        },
        saving: {
          invoke: {
            id: 'updateReceiveNotifications',
            src: 'updateSetting',
            input: ({ context }) => ({ key: 'receive_notifications', value: context.values.receive_notifications }),
            onDone: { target: 'idle', actions: { type: 'confirm', params: { key: 'receive_notifications' } } },
            onError: { target: 'idle', actions: { type: 'revert', params: { key: 'receive_notifications' } } },
          },
          on: {
            SETTING_CHANGED: {
              guard: { type: 'changes', params: { key: 'receive_notifications' } },
              target: 'saving',
              reenter: true,
              actions: { type: 'applyOptimistically', params: ({ event }) => event },
            },
          },
        },
      },
    },
    autoNavigate: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SETTING_CHANGED: {
              guard: { type: 'changes', params: { key: 'auto_navigate_to_next_prediction' } },
              target: 'saving',
              actions: { type: 'applyOptimistically', params: ({ event }) => event },
            },
          },
        },
        saving: {
          invoke: {
            id: 'updateAutoNavigate',
            src: 'updateSetting',
            input: ({ context }) => ({ key: 'auto_navigate_to_next_prediction', value: context.values.auto_navigate_to_next_prediction }),
            onDone: { target: 'idle', actions: { type: 'confirm', params: { key: 'auto_navigate_to_next_prediction' } } },
            onError: { target: 'idle', actions: { type: 'revert', params: { key: 'auto_navigate_to_next_prediction' } } },
          },
          on: {
            SETTING_CHANGED: {
              guard: { type: 'changes', params: { key: 'auto_navigate_to_next_prediction' } },
              target: 'saving',
              reenter: true,
              actions: { type: 'applyOptimistically', params: ({ event }) => event },
            },
          },
        },
      },
    },
  },
});
