import { describe, expect, it } from 'vitest';
import { loadUiArea, type LazyUiArea } from './areas.ts';

const areas: LazyUiArea[] = ['competition', 'fantasy', 'groups', 'create-competition', 'coins', 'store', 'prizes', 'welcome'];

describe('lazy ui strings areas', () => {
  it('each loads in both languages with the same sections', async () => {
    for (const area of areas) {
      const [english, arabic] = await Promise.all([loadUiArea(area, 'en'), loadUiArea(area, 'ar')]);
      expect({ area, sections: Object.keys(english).sort() }).toEqual({ area, sections: Object.keys(arabic).sort() });
      expect(Object.keys(english).length).toBeGreaterThan(0);
    }
  });

  it('fantasy is the squad and the players strings together', async () => {
    const fantasy = await loadUiArea('fantasy', 'en');
    const [squad, players] = await Promise.all([import('./locales/en/fantasy-squad.json'), import('./locales/en/fantasy-players.json')]);
    expect(fantasy).toEqual({ ...squad.default, ...players.default });
  });
});
