// The panel's parts that a first screen rarely needs load on demand, each its own chunk: the bonus questions'
// controls (react-aria's select, list box, popover, number field and radio group) when a match has bonus questions,
// and the drawer (react-aria's modal, dialog and focus scope) when the panel first opens as an overlay. A brand app
// showing the side panel of a match without bonus questions loads neither (bench/consumer).
import { lazy, type ComponentType } from 'react';
import type * as BonusBetExports from './BonusBet.tsx';
import type * as DrawerExports from '../../primitives/Drawer/Drawer.tsx';

/**
 * A chunk loaded once; `lazy` of it renders at once (without suspending) when it has already arrived, so a story or a
 * later panel that preloaded it never shows the stand-in.
 */
function onDemand<Module, Props>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const Component = lazy(() => {
    if (loaded === undefined) return preload().then((module) => ({ default: pick(module) }));
    const now = { default: pick(loaded) };
    // Already here: a promise whose then answers at once, so React reads it before suspending.
    return Object.assign(Promise.resolve(now), {
      then: (resolve?: (value: typeof now) => unknown) => {
        resolve?.(now);
        return Promise.resolve(now);
      },
    });
  });
  return { preload, Component };
}

type BonusBetModule = typeof BonusBetExports;
type DrawerModule = typeof DrawerExports;

const bonusBet = onDemand(() => import('./BonusBet.tsx'), (module: BonusBetModule) => module.BonusBet);
const drawer = onDemand(() => import('../../primitives/Drawer/Drawer.tsx'), (module: DrawerModule) => module.Drawer);

export const LazyBonusBet = bonusBet.Component;
export const LazyDrawer = drawer.Component;

/** Loads the panel's on-demand parts; stories await it so their first frame is the finished panel. */
export function preloadPredictionPanelParts(): Promise<unknown> {
  return Promise.all([bonusBet.preload(), drawer.preload()]);
}
