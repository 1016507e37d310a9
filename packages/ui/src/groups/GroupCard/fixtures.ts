import type { GroupCardData } from './GroupCard.tsx';

/** The story's text picker (useStoryText): fixtures read in the story's language. */
export type Say = (en: string, ar: string) => string;

const people = [
  ['Ahmed Samir', 'أحمد سمير'],
  ['Mona Adel', 'منى عادل'],
  ['Karim Fathy', 'كريم فتحي'],
  ['Salma Youssef', 'سلمى يوسف'],
  ['Omar Khaled', 'عمر خالد'],
  ['Laila Nabil', 'ليلى نبيل'],
] as const;

/** People with names in the story's language. */
export const storyPeople = (say: Say) => people.map(([en, arabic], index) => ({ id: index + 1, name: say(en, arabic) }));

/** Groups shared by the group stories, in the story's language. */
export function storyGroups(say: Say): GroupCardData[] {
  const members = storyPeople(say);
  return [
    {
      id: 15,
      name: say('Office League', 'دوري المكتب'),
      description: say('Colleagues predicting every weekend together.', 'زملاء العمل يتوقعون معًا كل عطلة أسبوع.'),
      type: 'private',
      notifications: 2,
      memberCount: 12,
      latestMembers: members.slice(0, 5),
    },
    {
      id: 16,
      name: say('Cairo Derby Fans', 'مشجعو ديربي القاهرة'),
      description: say('Everyone who never misses a derby.', 'كل من لا يفوته ديربي.'),
      type: 'public',
      notifications: 0,
      memberCount: 3,
      latestMembers: members.slice(2, 5),
    },
    { id: 17, name: say('Family Cup', 'كأس العائلة'), description: null, type: 'public', notifications: 0, memberCount: 1, latestMembers: members.slice(5) },
  ];
}
