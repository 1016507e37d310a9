export { IconButton, iconButtonStyles, type IconButtonProps } from './IconButton.tsx';
