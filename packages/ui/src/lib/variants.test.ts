/// <reference types="vite/client" />
import { describe, expect, it, vi } from 'vitest';
import { tv as liteTv } from 'tailwind-variants/lite';
import type * as Variants from './variants.ts';
import type { TvComponent, TvOptions } from './variants.ts';

// Every `tv(…)` the package defines, recorded as its modules load, is resolved by variants.ts and by
// tailwind-variants/lite for each combination of its variants (unset, each value, booleans both ways) with and
// without a caller's class: the class lists must be the same, in the same order (tailwind-merge keeps the last).
const recorded = vi.hoisted(() => [] as { options: object; component: { base?: unknown; variants?: unknown; slots?: unknown } }[]);
vi.mock('./variants.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Variants>();
  return {
    ...actual,
    tv: (options: TvOptions) => {
      const component = actual.tv(options);
      recorded.push({ options, component });
      return component;
    },
  };
});

const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.stories.tsx', '!../**/*story*', '!../**/fixtures.ts', '!../**/*.fixtures.ts']);

type AnyTv = (props?: Record<string, unknown>) => unknown;

/** Each variant's possible props: unset, null, every value it names (booleans as true and false). */
function propSets(component: TvComponent, limit = 400): Record<string, unknown>[] {
  const variants = component.variants ?? {};
  let sets: Record<string, unknown>[] = [{}];
  for (const key of Object.keys(variants)) {
    const values: unknown[] = [undefined, null, ...Object.keys(variants[key] ?? {}).map((name) => (name === 'true' ? true : name === 'false' ? false : name))];
    if (values.includes(true) && !values.includes(false)) values.push(false);
    const next: Record<string, unknown>[] = [];
    for (const set of sets) for (const value of values) next.push(value === undefined ? set : { ...set, [key]: value });
    // Many variants: a spread of the combinations (every value of each variant still appears).
    sets = next.length > limit ? next.filter((_, index) => index % Math.ceil(next.length / limit) === 0 || index < values.length) : next;
  }
  return sets;
}

const resolve = (component: AnyTv, props: Record<string, unknown>): unknown => {
  const result = component(props);
  if (result && typeof result === 'object') {
    return Object.fromEntries(
      Object.entries(result as Record<string, (slotProps?: object) => unknown>).map(([slot, classes]) => [
        slot,
        [classes(), classes({ className: 'caller-x' }), classes({ ...props, class: 'caller-y' })],
      ]),
    );
  }
  return result;
};

describe("variants.ts: tailwind-variants' tv for the package's styles", () => {
  it('resolves every tv of the package as tailwind-variants/lite does', async () => {
    for (const load of Object.values(sources)) await load();
    expect(recorded.length).toBeGreaterThan(45);
    const { tv } = await vi.importActual<typeof Variants>('./variants.ts');
    // A parent (`extend`) is another recorded tv of the package (utils.ts's wrapper carries its metadata).
    const parentOf = (extend: TvComponent) => {
      const parent = recorded.find(({ component }) => component.variants === extend.variants && component.slots === extend.slots && component.base === extend.base);
      if (!parent) throw new Error('an extended tv that was not recorded');
      return parent.options as TvOptions;
    };
    const liteOf = (options: TvOptions): TvComponent =>
      liteTv({ ...options, extend: options.extend ? liteOf(parentOf(options.extend)) : undefined } as Parameters<typeof liteTv>[0]) as unknown as TvComponent;
    let checked = 0;
    for (const { options } of recorded) {
      const mine = tv(options as TvOptions);
      const lite = liteOf(options as TvOptions);
      for (const props of propSets(mine)) {
        for (const extra of [{}, { className: 'caller-a' }, { class: 'caller-b', className: 'caller-c' }]) {
          const all = { ...props, ...extra };
          expect({ options, props: all, classes: resolve(mine as AnyTv, all) }).toEqual({ options, props: all, classes: resolve(lite as AnyTv, all) });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
