export { ToastRegion, toastQueue, createToastQueue, toastStyles, type ToastContent, type ToastQueue, type ToastRegionProps, type ToastTone } from './Toast.tsx';
