import { useStoryText } from '../../internal/story-helpers.tsx';
import type { ProfileSidebarUser } from './ProfileSidebar.tsx';

/** The stories' profile owner, in the story's language: long-named, or with no identity details yet. */
export function useSampleProfileUser({ longName = false, incomplete = false } = {}): ProfileSidebarUser {
  const text = useStoryText();
  return {
    id: 10482,
    name: longName ? text('Abdelrahman Mohamed Abdelaziz Ahmed El-Shenawy', 'عبد الرحمن محمد عبد العزيز أحمد الشناوي الكبير') : text('Mariam Adel', 'مريم عادل'),
    legal_name: incomplete ? null : text('Mariam Adel Hassan Mahmoud', 'مريم عادل حسن محمود'),
    email: 'mariam.adel@example.com',
    phone_number: incomplete ? null : '01012345678',
    points: 1284.5,
    national_id: incomplete ? null : '29801011234567',
    photo: null,
    profile_picture: null,
  };
}
