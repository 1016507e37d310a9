// The subset of tailwind-variants' `tv` (its `lite` entry, without class merging) that the package uses: base,
// slots, variants (boolean ones as "true"/"false"), compoundVariants, defaultVariants, extend, and a caller's
// class/className. tailwind-variants' own runtime (≈3 KB gzip: caches, compound slots, config) was most of the
// weight of styling every component; utils.ts merges the classes with tailwind-merge as before. The same results
// as tailwind-variants/lite for every `tv` of the package are checked by variants.test.ts.

type Props = Record<string, unknown> | undefined;
type Classes = Record<string, unknown>;

export interface TvOptions {
  extend?: TvComponent | null;
  base?: unknown;
  slots?: Classes;
  variants?: Record<string, Classes>;
  compoundVariants?: Classes[];
  defaultVariants?: Classes;
}

export interface TvComponent {
  (props?: Props): unknown;
  base?: unknown;
  slots?: Classes;
  variants?: Record<string, Classes>;
  compoundVariants?: Classes[];
  defaultVariants?: Classes;
  variantKeys?: string[];
  extend?: TvComponent | null;
}

const join = (value: unknown): string => {
  if (!value && value !== 0) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  if (Array.isArray(value)) return value.map(join).filter(Boolean).join(' ');
  if (typeof value === 'object') return Object.keys(value).filter((key) => (value as Classes)[key]).join(' ');
  return '';
};

/** Joins class values (strings, arrays, objects of flags), or undefined when there is none. */
export const cx = (...values: unknown[]): string | undefined => join(values).replace(/\s+/g, ' ').trim() || undefined;

const isEmpty = (value: unknown) => !value || typeof value !== 'object' || Object.keys(value).length === 0;
const flagName = (value: unknown) => (value === false ? 'false' : value === true ? 'true' : value === 0 ? '0' : value);
const isOff = (value: unknown) => value == null || value === false;

/** Extended variants: each value's classes after the parent's (arrays and nested slot objects merged the same way). */
function mergeObjects(own: Classes, parent: Classes): Classes {
  const result: Classes = {};
  for (const key in own) {
    const mine = own[key];
    if (!(key in parent)) result[key] = mine;
    else {
      const theirs = parent[key];
      if (Array.isArray(mine) || Array.isArray(theirs)) result[key] = [theirs, mine].flat(Infinity).filter(Boolean);
      else if (mine && theirs && typeof mine === 'object' && typeof theirs === 'object') result[key] = mergeObjects(mine as Classes, theirs as Classes);
      else result[key] = `${String(theirs)} ${String(mine)}`;
    }
  }
  for (const key in parent) if (!(key in own)) result[key] = parent[key];
  return result;
}

const withOverride = (core: string | undefined, props: Props) =>
  (props?.class != null && props.class !== '') || (props?.className != null && props.className !== '') ? cx(core, props.class, props.className) : core;

export function tv(options: TvOptions): TvComponent {
  const { extend, slots: ownSlots = {}, variants: ownVariants = {}, compoundVariants: ownCompounds = [], defaultVariants: ownDefaults = {} } = options;
  const hasSlots = options.slots !== undefined;
  const base = extend?.base ? cx(extend.base, options.base) : options.base;
  const variants = extend?.variants && !isEmpty(extend.variants) ? (mergeObjects(ownVariants, extend.variants) as Record<string, Classes>) : ownVariants;
  const defaultVariants = extend?.defaultVariants && !isEmpty(extend.defaultVariants) ? { ...extend.defaultVariants, ...ownDefaults } : ownDefaults;
  const parentSlotsEmpty = isEmpty(extend?.slots);
  const slotBase = !hasSlots
    ? undefined
    : parentSlotsEmpty && extend?.base
      ? cx(options.base, extend.base)
      : typeof options.base === 'string' || options.base == null
        ? options.base
        : cx(options.base);
  const componentSlots: Classes = hasSlots ? { base: slotBase, ...ownSlots } : {};
  let slots = componentSlots;
  if (!parentSlotsEmpty) {
    slots = { ...extend!.slots };
    for (const [key, value] of Object.entries(isEmpty(componentSlots) ? { base: options.base } : componentSlots)) slots[key] = key in slots ? cx(slots[key], value) : value;
  }
  const compoundVariants = isEmpty(extend?.compoundVariants) ? ownCompounds : [extend!.compoundVariants, ownCompounds].flat(Infinity).filter(Boolean) as Classes[];
  const variantKeys = Object.keys(variants);

  const variantValue = (key: string, props: Props, slotProps?: Props) => {
    const values = variants[key]!;
    if (isEmpty(values)) return null;
    const prop = slotProps?.[key] ?? props?.[key];
    if (prop === null) return null;
    const name = flagName(prop);
    if (typeof name === 'object') return null;
    const chosen = name != null ? name : flagName(defaultVariants[key]);
    return values[(chosen as string) || 'false'];
  };
  const completeProps = (props: Props, slotProps?: Props) => {
    const result: Classes = { ...defaultVariants };
    for (const source of [props, slotProps]) if (source) for (const key in source) if (source[key] !== undefined) result[key] = source[key];
    return result;
  };
  const matches = (compound: Classes, complete: Classes) =>
    Object.keys(compound).every((key) => {
      if (key === 'class' || key === 'className') return true;
      const expected = compound[key];
      const actual = complete[key];
      return (Array.isArray(expected) ? expected : [expected]).some((value) => value === actual || (isOff(value) && isOff(actual)));
    });

  let component: TvComponent;
  if (hasSlots || !parentSlotsEmpty) {
    const slotClasses = (slotKey: string, props: Props, slotProps?: Props) => {
      const parts: unknown[] = [slots[slotKey]];
      for (const key of variantKeys) {
        const value = variantValue(key, props, slotProps);
        parts.push(slotKey === 'base' && typeof value === 'string' ? value : (value as Classes | null | undefined)?.[slotKey]);
      }
      if (compoundVariants.length > 0) {
        const complete = completeProps(props, slotProps);
        for (const compound of compoundVariants) {
          if (!matches(compound, complete)) continue;
          for (const value of [compound.class, compound.className]) {
            if (typeof value === 'string') parts.push(slotKey === 'base' ? value : undefined);
            else if (value && typeof value === 'object') parts.push((value as Classes)[slotKey]);
          }
        }
      }
      return cx(...parts);
    };
    component = (props?: Props) =>
      Object.fromEntries(
        Object.keys(slots).map((slotKey) => {
          const core = slotClasses(slotKey, props);
          return [
            slotKey,
            (slotProps?: Props) => {
              if (slotProps == null) return core;
              const overridesVariant = Object.keys(slotProps).some((key) => key !== 'class' && key !== 'className' && slotProps[key] !== undefined);
              return withOverride(overridesVariant ? slotClasses(slotKey, props, slotProps) : core, slotProps);
            },
          ];
        }),
      );
  } else {
    component = (props?: Props) => {
      const parts: unknown[] = [base];
      for (const key of variantKeys) parts.push(variantValue(key, props));
      // Without variants tailwind-variants reads the base only (its "plain" mode ignores compounds).
      if (variantKeys.length > 0 && compoundVariants.length > 0) {
        const complete = completeProps(props);
        for (const compound of compoundVariants) if (matches(compound, complete)) parts.push(compound.class, compound.className);
      }
      return withOverride(cx(...parts), props);
    };
  }
  return Object.assign(component, { variantKeys, extend, base, slots, variants, defaultVariants, compoundVariants });
}
