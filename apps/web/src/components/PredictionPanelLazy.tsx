import { lazy, Suspense, type ComponentProps } from 'react';
import type { PredictionPanel as PredictionPanelView } from '@hadaf/ui';

// The panel (score fields, selects, number fields, drawer) loads only when a match is opened: the list comes first.
const PredictionPanel = lazy(() => import('./PredictionPanelModule.ts'));

export function LazyPredictionPanel(props: ComponentProps<typeof PredictionPanelView>) {
  return (
    <Suspense fallback={null}>
      <PredictionPanel {...props} />
    </Suspense>
  );
}
