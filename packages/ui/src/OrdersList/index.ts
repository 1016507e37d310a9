export { OrderCard, OrdersList, type OrderCardProps, type OrderStatus, type OrdersListItem, type OrdersListProps } from './OrdersList.tsx';
export { AdminOrders, type AdminOrder, type AdminOrdersProps } from './AdminOrders.tsx';
