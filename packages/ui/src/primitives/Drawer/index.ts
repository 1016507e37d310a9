export { Drawer, drawerStyles, type DrawerProps } from './Drawer.tsx';
