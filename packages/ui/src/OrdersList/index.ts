export { OrdersList, type OrderStatus, type OrdersListItem, type OrdersListProps } from './OrdersList.tsx';
