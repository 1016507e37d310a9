export { UnsubscribeModal, type UnsubscribeModalProps } from './UnsubscribeModal.tsx';
