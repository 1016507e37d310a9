import { useAppSettings } from '@hadaf/api-client';
import { CommunityAdvert } from '@hadaf/ui';

/**
 * The advert for the social-network community group (platform §1), linking to the address in the app settings
 * (community_group_url); without one there is no advert.
 */
export function CommunityAdvertSlot() {
  const href = useAppSettings().data?.data.community_group_url;
  return href ? <CommunityAdvert href={href} /> : null;
}
