export {
  ProfileTabs,
  ProfileTabEmptyState,
  profileTabIds,
  defaultProfileTabHrefs,
  type ProfileTabId,
  type ProfileTabsProps,
  type ProfileTabEmptyStateProps,
} from './ProfileTabs.tsx';
