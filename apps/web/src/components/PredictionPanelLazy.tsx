import { lazy, Suspense, type ComponentProps } from 'react';
import type { PredictionPanel as PredictionPanelView } from '@hadaf/ui';

// The panel (score fields, selects, number fields, drawer) loads only when a match is opened: the list comes first.
export const loadPredictionPanel = () => import('./PredictionPanelModule.ts');
const PredictionPanel = lazy(loadPredictionPanel);

export function LazyPredictionPanel(props: ComponentProps<typeof PredictionPanelView>) {
  return (
    <Suspense fallback={null}>
      <PredictionPanel {...props} />
    </Suspense>
  );
}
