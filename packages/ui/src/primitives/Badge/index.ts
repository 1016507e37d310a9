export { Badge, badgeStyles, formatCount, type BadgeProps } from './Badge.tsx';
