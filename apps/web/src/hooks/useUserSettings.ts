import { useCallback, useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { coreMutations, coreQueries, useHadafClient } from '@hadaf/api-client';
import { settingsMachine, type SessionUser, type SettingChange, type UserSettings } from '@hadaf/domain';
import { useLanguage } from '../app/LanguageContext.tsx';
import { useSession } from '../app/session.tsx';

function settingsOf(user: SessionUser | null, fallbackLanguage: UserSettings['language']): UserSettings {
  const settings = (user?.settings ?? {}) as Partial<UserSettings>;
  return {
    language: settings.language ?? fallbackLanguage,
    receive_notifications: settings.receive_notifications ?? true,
    auto_navigate_to_next_prediction: settings.auto_navigate_to_next_prediction ?? false,
  };
}

/** The settings machine bound to POST /me/settings: optimistic values, per-setting loading flags, revert on failure. */
export function useUserSettings() {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const { user, actor: session } = useSession();
  const { language, setLanguage } = useLanguage();
  const logic = useMemo(
    () =>
      settingsMachine.provide({
        actors: {
          updateSetting: fromPromise<void, SettingChange>(async ({ input }) => {
            await coreMutations.updateSetting.run(client, queryClient, { body: input });
          }),
        },
      }),
    [client, queryClient],
  );
  const actor = useActorRef(logic, { input: settingsOf(user, language) });
  useEffect(() => {
    const subscriptions = [
      actor.on('languageApplied', ({ language: next }) => setLanguage(next)),
      actor.on('settingSaved', () => {
        const profile = queryClient.getQueryData<{ data: SessionUser }>(coreQueries.profile.key(undefined, client.language()));
        if (profile?.data) session.send({ type: 'USER_UPDATED', user: profile.data });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, client, queryClient, session, setLanguage]);
  const userSettings = user?.settings;
  useEffect(() => {
    if (userSettings) actor.send({ type: 'SETTINGS_LOADED', settings: settingsOf(user, language) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, userSettings]);
  const values = useSelector(actor, (state) => state.context.values);
  const loading = useSelector(actor, (state) => state.context.loading);
  const change = useCallback((setting: SettingChange) => actor.send({ type: 'SETTING_CHANGED', ...setting }), [actor]);
  return { values, loading, change };
}
