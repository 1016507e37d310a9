export { FriendsList, type FriendsListItem, type FriendsListProps } from './FriendsList.tsx';
