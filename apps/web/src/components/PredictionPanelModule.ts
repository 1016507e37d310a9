// Its own module so the dynamic import below splits only the panel's code off the barrel of @hadaf/ui.
export { PredictionPanel as default } from '@hadaf/ui';
