import { describe, expect, it, vi } from 'vitest';
import { areasOfKey, lazyUiAreas, uiAreaSections } from './area-sections.ts';
import { hasUiArea, loadUiArea } from './areas.ts';
import { createHadafI18n, createI18nFrom } from './index.ts';
import { loadUiStrings } from './strings.ts';

/** Resolves once the instance has been given a bundle (react-i18next re-renders on the same event). */
const nextBundle = (instance: Awaited<ReturnType<typeof createHadafI18n>>) =>
  new Promise<void>((resolve) => instance.store.on('added', () => resolve()));

describe('lazy ui strings areas', () => {
  it('each loads in both languages with the sections the table names', async () => {
    /** A file's sections: its top-level keys, or a shared top-level key's own keys (`lobby.wizard`). */
    const sectionsOf = (strings: Record<string, unknown>, named: readonly string[]) =>
      Object.entries(strings)
        .flatMap(([key, value]) => (named.includes(key) ? [key] : Object.keys(value as object).map((inner) => `${key}.${inner}`)))
        .sort();
    for (const area of lazyUiAreas) {
      const [english, arabic] = await Promise.all([loadUiArea(area, 'en'), loadUiArea(area, 'ar')]);
      const named = uiAreaSections[area];
      expect({ area, sections: sectionsOf(english, named) }).toEqual({ area, sections: [...named].sort() });
      expect({ area, sections: sectionsOf(arabic, named) }).toEqual({ area, sections: [...named].sort() });
    }
  });

  it("a missing key asks for the area whose section names most of it (the lobby's, or the wizard's lobby keys)", () => {
    expect(areasOfKey('lobby.card.free')).toEqual(['lobby']);
    expect(areasOfKey('lobby.wizard.steps.type')).toEqual(['create-competition']);
    expect(areasOfKey('squad.saved')).toEqual(['fantasy']);
    expect(areasOfKey('common.cancel')).toEqual([]);
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
