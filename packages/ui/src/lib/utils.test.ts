import { describe, expect, test } from 'vitest';
import { focusRing, tv } from './utils.ts';

describe('tv', () => {
  test("a caller's class wins over the component's conflicting one", () => {
    const box = tv({ extend: focusRing, base: 'w-10 px-2', variants: { wide: { true: 'px-4' } } });
    const classes = box({ wide: true, isFocusVisible: true, className: 'w-auto' }).split(' ');
    expect(classes).toContain('w-auto');
    expect(classes).not.toContain('w-10');
    expect(classes).toContain('px-4');
    expect(classes).not.toContain('px-2');
    expect(classes).toContain('outline-2');
  });

  test('slots are merged one by one', () => {
    const card = tv({ slots: { root: 'p-2', title: 'text-sm' }, variants: { big: { true: { root: 'p-4' } } } });
    const slots = card({ big: true });
    expect(slots.root()).toBe('p-4');
    expect(slots.title({ className: 'text-xl' })).toBe('text-xl');
  });
});
