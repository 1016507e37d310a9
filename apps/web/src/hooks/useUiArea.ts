// The pages wait for their lazy ui string areas with @hadaf/ui's own hook (it imports nothing of the app's).
export { useUiAreas as useUiArea } from '@hadaf/ui';
