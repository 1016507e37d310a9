import { describe, expect, it } from 'vitest';
import { pageWithSettings } from '../src/platform/http/web.ts';

describe('pageWithSettings', () => {
  it('puts the settings in the head as JSON the app can read back', () => {
    const page = pageWithSettings('<html><head><title>x</title></head><body></body></html>', { share: 0.2 });
    expect(page).toContain('<script id="hadaf-settings" type="application/json">{"data":{"share":0.2}}</script></head>');
  });

  it('escapes "<" so a value cannot end the script early', () => {
    const page = pageWithSettings('<head></head>', { note: '</script><script>alert(1)</script>' });
    const json = /type="application\/json">(.*)<\/script><\/head>/.exec(page)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ data: { note: '</script><script>alert(1)</script>' } });
  });
});
