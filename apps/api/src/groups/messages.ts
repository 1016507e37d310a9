import { catalogueTranslator, type Catalogue } from '../platform/http/i18n.ts';

/** The groups' wording in both languages (competitions §8 where the spec gives it). */
const groupMessages = {
  notFound: { en: 'Group not found.', ar: 'المجموعة غير موجودة.' },
  memberNotFound: { en: 'This user is not a member of the group.', ar: 'هذا المستخدم ليس عضوًا في المجموعة.' },
  userNotFound: { en: 'User not found.', ar: 'المستخدم غير موجود.' },
  membersOnly: { en: 'Only members of this private group can see this.', ar: 'لا يرى هذا إلا أعضاء هذه المجموعة الخاصة.' },
  notAllowedToAdd: { en: 'You are not allowed to add members to this group.', ar: 'غير مسموح لك بإضافة أعضاء إلى هذه المجموعة.' },
  managersOnly: { en: 'Only the group managers can do this.', ar: 'لا يقوم بهذا إلا مديرو المجموعة.' },
  notYourself: { en: 'You cannot change your own role or remove yourself; leave the group instead.', ar: 'لا يمكنك تغيير دورك أو إزالة نفسك؛ يمكنك مغادرة المجموعة بدلًا من ذلك.' },
  lastManager: {
    en: 'You are the last manager of this group. Make another member a manager before you leave.',
    ar: 'أنت آخر مدير لهذه المجموعة. اجعل عضوًا آخر مديرًا قبل أن تغادر.',
  },
  entryCodeRequired: { en: 'Enter the group’s entry code to join.', ar: 'أدخل رمز الدخول الخاص بالمجموعة للانضمام.' },
  wrongEntryCode: { en: 'This entry code is not right. Check it and try again.', ar: 'رمز الدخول هذا غير صحيح. تحقق منه وحاول مرة أخرى.' },
  invitedTitle: { en: 'You were added to a group', ar: 'أُضفت إلى مجموعة' },
  invitedBody: { en: '{{inviter}} added you to {{group}}.', ar: 'أضافك {{inviter}} إلى {{group}}.' },
  invitationTitle: { en: 'You are invited to a group', ar: 'لديك دعوة إلى مجموعة' },
  invitationBody: {
    en: '{{inviter}} invited you to join {{group}}. Open the group to accept or decline.',
    ar: 'دعاك {{inviter}} للانضمام إلى {{group}}. افتح المجموعة لتقبل الدعوة أو ترفضها.',
  },
  invitationNotFound: { en: 'You have no pending invitation to this group.', ar: 'ليست لديك دعوة قائمة إلى هذه المجموعة.' },
} as const satisfies Catalogue;

export type GroupMessageKey = keyof typeof groupMessages;

export const groupMessage = catalogueTranslator('groups', groupMessages);
