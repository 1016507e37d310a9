export { OrderCard, OrdersList, type OrderCardProps, type OrderStatus, type OrdersListItem, type OrdersListProps } from './OrdersList.tsx';
