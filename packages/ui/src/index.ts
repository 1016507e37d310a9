export { HadafProvider, type HadafProviderProps } from './provider/HadafProvider.tsx';
export { createI18n, uiNamespace, uiResources } from './i18n/index.ts';
export { focusRing, composeTailwindRenderProps } from './lib/utils.ts';
export * from './Button/index.ts';
export * from './Spinner/index.ts';
export * from './icons/index.ts';
