export { Link, linkStyles, type LinkProps } from './Link.tsx';
