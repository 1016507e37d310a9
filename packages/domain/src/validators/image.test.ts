import { describe, expect, it } from 'vitest';
import { firstFile, MAX_IMAGE_BYTES, validateImage, validateNationalIdScans, type FileLike } from './image.ts';

const file = (name: string, size = 1000, type = 'image/png'): FileLike => ({ name, size, type });

describe('validateImage', () => {
  it('accepts jpg, jpeg, gif and png by extension and MIME type', () => {
    expect(validateImage(file('a.PNG'), 'profilePicture').ok).toBe(true);
    expect(validateImage(file('a.jpg', 10, 'image/jpeg'), 'profilePicture').ok).toBe(true);
    expect(validateImage(file('a.jpeg', 10, 'image/jpg'), 'profilePicture').ok).toBe(true);
    expect(validateImage(file('a.gif', 10, 'image/gif'), 'scan').ok).toBe(true);
  });

  it('rejects another format, or a renamed file whose MIME type disagrees', () => {
    const format = { ok: false, error: 'validation.file.invalid-file-format' };
    expect(validateImage(file('a.pdf', 10, 'application/pdf'), 'scan')).toEqual(format);
    expect(validateImage(file('a.png', 10, 'application/pdf'), 'scan')).toEqual(format);
    expect(validateImage(file('a.webp', 10, 'image/png'), 'scan')).toEqual(format);
    expect(validateImage(file('png', 10, 'image/png'), 'scan')).toEqual(format);
  });

  it('allows up to 10 MB for a profile picture and 50 MB for a scan', () => {
    expect(MAX_IMAGE_BYTES).toEqual({ scan: 52_428_800, profilePicture: 10_485_760 });
    expect(validateImage(file('a.png', 10_485_760), 'profilePicture').ok).toBe(true);
    expect(validateImage(file('a.png', 10_485_761), 'profilePicture')).toEqual({ ok: false, error: 'validation.file.invalid-file-size', params: { maxMegabytes: 10 } });
    expect(validateImage(file('a.png', 52_428_800), 'scan').ok).toBe(true);
    expect(validateImage(file('a.png', 52_428_801), 'scan')).toEqual({ ok: false, error: 'validation.file.invalid-file-size', params: { maxMegabytes: 50 } });
  });

  it('uses only the first chosen file', () => {
    const chosen = [file('a.png'), file('b.pdf', 10, 'application/pdf')];
    expect(validateImage(chosen, 'scan')).toEqual({ ok: true, value: chosen[0] });
    expect(firstFile(chosen)).toBe(chosen[0]);
  });

  it('requires a file', () => {
    expect(validateImage([], 'scan')).toEqual({ ok: false, error: 'validation.required' });
    expect(validateImage(null, 'scan')).toEqual({ ok: false, error: 'validation.required' });
    expect(firstFile(undefined)).toBeUndefined();
  });
});

describe('validateNationalIdScans', () => {
  const front = file('front.jpg', 100, 'image/jpeg');
  const back = file('back.png');

  it('needs both the front and the back', () => {
    const both = { ok: false, error: 'validation.scans.bothRequired' };
    expect(validateNationalIdScans({ front })).toEqual(both);
    expect(validateNationalIdScans({ back: [back] })).toEqual(both);
    expect(validateNationalIdScans({ front: [], back })).toEqual(both);
  });

  it('checks each scan as an image', () => {
    expect(validateNationalIdScans({ front, back })).toEqual({ ok: true, value: { front, back } });
    expect(validateNationalIdScans({ front: file('f.pdf', 1, 'application/pdf'), back })).toEqual({ ok: false, error: 'validation.file.invalid-file-format' });
    expect(validateNationalIdScans({ front, back: file('b.png', 52_428_801) })).toMatchObject({ ok: false, error: 'validation.file.invalid-file-size' });
  });
});
