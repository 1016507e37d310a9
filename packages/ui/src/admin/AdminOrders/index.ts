export { AdminOrders, adminOrderFilters, type AdminOrder, type AdminOrderFilter, type AdminOrdersProps } from './AdminOrders.tsx';
