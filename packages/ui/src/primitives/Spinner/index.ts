export { Spinner, Loader, type SpinnerProps, type LoaderProps } from './Spinner.tsx';
