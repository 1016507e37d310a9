export { Button, buttonStyles, type ButtonProps } from './Button.tsx';
