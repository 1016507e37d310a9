export { TransactionsList, type TransactionStatus, type TransactionsListItem, type TransactionsListProps } from './TransactionsList.tsx';
