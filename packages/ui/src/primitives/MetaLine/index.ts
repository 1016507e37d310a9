export { MetaLine, type MetaLineProps } from './MetaLine.tsx';
