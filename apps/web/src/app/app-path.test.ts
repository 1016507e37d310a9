import { describe, expect, it } from 'vitest';
import { appPathOf, isAbsoluteUrl } from './app-path.ts';

const origin = 'https://hadaf.example';

describe('which hrefs are paths of the app', () => {
  it('takes addresses with a scheme, or protocol-relative ones, as absolute', () => {
    for (const href of ['https://wa.me/?text=hi', 'http://x.com', 'mailto:help@hadaf.example', 'tel:+201012345678', '//cdn.example/a.apk']) {
      expect(isAbsoluteUrl(href), href).toBe(true);
    }
    for (const href of ['/groups/4', 'groups/4', '?match=3', '#main', '../up', '/download-app/https:/apps.apple.com']) {
      expect(isAbsoluteUrl(href), href).toBe(false);
    }
  });

  it('follows an absolute address on the same origin by its path, and gives none for another origin', () => {
    expect(appPathOf('/matches?state=live', origin)).toBe('/matches?state=live');
    expect(appPathOf('https://hadaf.example/groups/4?tab=ranking#top', origin)).toBe('/groups/4?tab=ranking#top');
    expect(appPathOf('https://wa.me/?text=hi', origin)).toBeNull();
    expect(appPathOf('https://hadaf.example.evil.com/groups/4', origin)).toBeNull();
  });
});
