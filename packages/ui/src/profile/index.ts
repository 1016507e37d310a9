// A fan's profile: layout, sidebar, tabs, friends, notifications, referral.
export * from './EditProfileDialog/index.ts';
export * from './FriendsList/index.ts';
export * from './NotificationCard/index.ts';
export * from './NotificationList/index.ts';
export * from './ProfileLayout/index.ts';
export * from './ProfileSidebar/index.ts';
export * from './ProfileTabs/index.ts';
export * from './ReferralLink/index.ts';
export * from './UnsubscribeModal/index.ts';
