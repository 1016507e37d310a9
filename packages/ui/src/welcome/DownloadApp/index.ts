export { DownloadApp, type DownloadAppProps } from './DownloadApp.tsx';
