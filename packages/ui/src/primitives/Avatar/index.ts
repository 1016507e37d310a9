export { Avatar, avatarStyles, initialsOf, type AvatarProps } from './Avatar.tsx';
