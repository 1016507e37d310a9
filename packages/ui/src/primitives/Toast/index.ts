export { ToastRegion, toastStyles, type ToastRegionProps } from './Toast.tsx';
export { toastQueue, createToastQueue, type ToastContent, type ToastQueue, type ToastTone } from './toast-queue.ts';
