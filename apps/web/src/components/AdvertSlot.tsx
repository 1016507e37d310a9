import { useAppSettings } from '@hadaf/api-client';
import { CommunityAdvert } from '@hadaf/ui';
import { useHydrated } from '../hooks/useHydrated.ts';

/**
 * The advert for the social-network community group (platform §1), linking to the address in the app settings
 * (community_group_url); without one there is no advert. A prerendered page knows no settings: the advert comes
 * once it has hydrated.
 */
export function CommunityAdvertSlot() {
  const href = useAppSettings().data?.data.community_group_url;
  return useHydrated() && href ? <CommunityAdvert href={href} /> : null;
}
