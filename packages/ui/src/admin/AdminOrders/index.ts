export { AdminOrders, type AdminOrder, type AdminOrdersProps } from './AdminOrders.tsx';
