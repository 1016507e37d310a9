export { Menu, MenuItem, MenuSeparator, MenuTrigger, menuItemStyles, type MenuProps, type MenuItemProps, type MenuTriggerProps } from './Menu.tsx';
