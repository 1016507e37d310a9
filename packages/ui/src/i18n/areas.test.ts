import { describe, expect, it, vi } from 'vitest';
import { lazyUiAreas, uiAreaSections } from './area-sections.ts';
import { hasUiArea, loadUiArea } from './areas.ts';
import { createHadafI18n, createI18nFrom } from './index.ts';
import { loadUiStrings } from './strings.ts';

/** Resolves once the instance has been given a bundle (react-i18next re-renders on the same event). */
const nextBundle = (instance: Awaited<ReturnType<typeof createHadafI18n>>) =>
  new Promise<void>((resolve) => instance.store.on('added', () => resolve()));

describe('lazy ui strings areas', () => {
  it('each loads in both languages with the sections the table names', async () => {
    for (const area of lazyUiAreas) {
      const [english, arabic] = await Promise.all([loadUiArea(area, 'en'), loadUiArea(area, 'ar')]);
      expect({ area, sections: Object.keys(english).sort() }).toEqual({ area, sections: [...uiAreaSections[area]].sort() });
      expect({ area, sections: Object.keys(arabic).sort() }).toEqual({ area, sections: [...uiAreaSections[area]].sort() });
    }
  });

  it('fantasy is the squad and the players strings together', async () => {
    const fantasy = await loadUiArea('fantasy', 'en');
    const [squad, players] = await Promise.all([import('./locales/en/fantasy-squad.json'), import('./locales/en/fantasy-players.json')]);
    expect(fantasy).toEqual({ ...squad.default, ...players.default });
  });
});

describe('createHadafI18n: one language, areas on demand', () => {
  it('holds the first load of one language only', async () => {
    const instance = await createHadafI18n('ar');
    expect(instance.t('common.cancel')).not.toBe('common.cancel');
    expect(instance.hasResourceBundle('en', 'ui')).toBe(false);
    expect(lazyUiAreas.some((area) => hasUiArea(instance, 'ar', area))).toBe(false);
  });

  it('a key of an area it does not hold reads blank, loads that area, then reads its text', async () => {
    const instance = await createHadafI18n('en');
    const arrived = nextBundle(instance);
    expect(instance.t('squad.saved')).toBe('');
    await arrived;
    const expected = (await loadUiArea('fantasy', 'en')) as { squad: { saved: string } };
    expect(instance.t('squad.saved')).toBe(expected.squad.saved);
    expect(hasUiArea(instance, 'en', 'fantasy')).toBe(true);
  });

  it('loads the areas asked for before answering, and another language when switched to', async () => {
    const instance = await createHadafI18n('en', { areas: ['welcome'], resources: { app: { title: 'Goal Rush' } } });
    expect(hasUiArea(instance, 'en', 'welcome')).toBe(true);
    expect(instance.t('app:title')).toBe('Goal Rush');
    await instance.changeLanguage('ar');
    const arrived = nextBundle(instance);
    expect(instance.t('common.cancel')).toBe('');
    await arrived;
    const arabic = (await loadUiStrings('ar')).ui as { common: { cancel: string } };
    expect(instance.t('common.cancel')).toBe(arabic.common.cancel);
  });

  it('a key that no area holds reads as the key once the loader has looked (a typo shows)', async () => {
    const instance = createI18nFrom('en', { en: { ui: { common: {} } } });
    instance.t('nothing.here');
    await vi.waitFor(() => expect(instance.t('nothing.here')).toBe('nothing.here'));
  });
});
