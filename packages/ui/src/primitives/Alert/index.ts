export { Alert, alertStyles, type AlertProps, type AlertTone } from './Alert.tsx';
