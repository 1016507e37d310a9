import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longArabic, longEnglish, useStoryText } from '../../internal/story-helpers.tsx';
import { NotificationCard, notificationRejectionReasons, type NotificationCardItem } from './NotificationCard.tsx';

/** The server's clock for every story, so relative times never drift. */
const now = '2026-11-21T12:00:00Z';

type Text = ReturnType<typeof useStoryText>;

const samples = {
  rejected: (text: Text): NotificationCardItem => ({
    id: 'n1',
    type: 'prize-redemption-request-rejected',
    created_at: '2026-11-21T10:00:00Z',
    read_at: null,
    payload: { prize: { name: text('Samsung Galaxy A55', 'سامسونج جالاكسي A55') }, reason: 'unclear_pictures' },
  }),
  invited: (text: Text): NotificationCardItem => ({
    id: 'n2',
    type: 'invited-to-group',
    created_at: '2026-11-21T11:30:00Z',
    read_at: null,
    payload: { group: { id: 42, name: text('Office League', 'دوري المكتب') }, inviter: { name: text('Omar Khaled', 'عمر خالد') } },
  }),
  generic: (text: Text): NotificationCardItem => ({
    id: 'n3',
    type: 'other',
    created_at: '2026-11-20T09:00:00Z',
    read_at: '2026-11-20T10:00:00Z',
    payload: {
      title: text('Double points this weekend', 'نقاط مضاعفة هذا الأسبوع'),
      body: text('Predict the derby and earn double points.', 'توقّع نتيجة القمة واربح نقاطًا مضاعفة.'),
    },
  }),
};

function Sample({ kind, read = false, overrides }: { kind: keyof typeof samples; read?: boolean; overrides?: (item: NotificationCardItem, text: Text) => NotificationCardItem }) {
  const text = useStoryText();
  let item = samples[kind](text);
  if (read) item = { ...item, read_at: '2026-11-21T11:59:00Z' };
  if (overrides) item = overrides(item, text);
  return (
    <div className="max-w-md">
      <NotificationCard notification={item} now={now} />
    </div>
  );
}

const meta = {
  title: 'Profile/NotificationCard',
  component: NotificationCard,
  args: { notification: samples.generic((en) => en), now },
} satisfies Meta<typeof NotificationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rejected prize redemption: the prize and the translated rejection reason; unread. */
export const RedemptionRejected: Story = {
  render: () => <Sample kind="rejected" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/pictures of your ID are not clear|صور البطاقة غير واضحة/)).toBeVisible();
    await expect(canvas.getByText(/^(Unread|غير مقروء)/)).toBeInTheDocument();
    await expect(canvas.getByText(/2 hours ago|قبل ساعتين/)).toBeVisible();
  },
};

/** Every rejection reason the API sends, each translated. */
export const RejectionReasons: Story = {
  render: function Render() {
    const text = useStoryText();
    return (
      <ul className="flex max-w-md flex-col gap-2">
        {notificationRejectionReasons.map((reason) => (
          <li key={reason}>
            <NotificationCard notification={{ ...samples.rejected(text), id: reason, read_at: now, payload: { reason } }} now={now} />
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvasElement }) => {
    const reasons = within(canvasElement).getAllByText(/^(Reason|السبب):/);
    await expect(reasons).toHaveLength(notificationRejectionReasons.length);
    for (const reason of reasons) await expect(reason.textContent).not.toMatch(/profile\.|_/);
  },
};

/** An invitation to a group: the whole card opens /groups/{id}. */
export const InvitedToGroup: Story = {
  render: () => <Sample kind="invited" />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/groups/42');
    await expect(link).toHaveTextContent(/invited you to join|دعاك/);
  },
};

/** An invitation without a known inviter. */
export const InvitedWithoutInviter: Story = {
  render: () => <Sample kind="invited" read overrides={(item) => ({ ...item, payload: { ...item.payload, inviter: null } })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent(/You were invited|تمت دعوتك/);
  },
};

/** A generic notification with the payload's title and body; already read (no unread tint). */
export const Generic: Story = {
  render: () => <Sample kind="generic" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without a link the card opens nothing.
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/^(Unread|غير مقروء)/)).not.toBeInTheDocument();
    await expect(canvas.getByText(/yesterday|أمس/)).toBeVisible();
  },
};

/** A reminder: a generic card whose link (the match's prediction page) the whole card opens; unread. */
export const GenericWithLink: Story = {
  render: () => (
    <Sample
      kind="generic"
      overrides={(item, text) => ({
        ...item,
        read_at: null,
        payload: {
          title: text('Predict Liverpool vs Arsenal', 'توقّع مباراة ليفربول وآرسنال'),
          body: text('Predictions close an hour before kick-off.', 'تُغلق التوقعات قبل بداية المباراة بساعة.'),
          link: '/predictions/7',
        },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/predictions/7');
    await expect(link).toHaveTextContent(/Predict Liverpool vs Arsenal|توقّع مباراة ليفربول وآرسنال/);
  },
};

/** A generic notification without a title falls back to "Notification". */
export const GenericWithoutTitle: Story = {
  render: () => <Sample kind="generic" overrides={(item) => ({ ...item, read_at: null, payload: { body: item.payload.body } })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^(Notification|إشعار)$/)).toBeVisible();
  },
};

/** Long Arabic (or English) names and text wrap inside the card. */
export const LongText: Story = {
  render: () => (
    <Sample
      kind="invited"
      overrides={(item, text) => ({
        ...item,
        payload: {
          group: { id: 7, name: text(longEnglish, longArabic) },
          inviter: { name: text('Abdelrahman Mohamed Abdelaziz El-Shenawy', 'عبد الرحمن محمد عبد العزيز الشناوي') },
        },
      })}
    />
  ),
};

/**
 * A notification stored in the other language (written before notifications were kept in both): its title and body
 * keep their own language and direction, so an Arabic one on an English page reads right to left, ends with its full
 * stop on the left, and is pronounced as Arabic; names in the page's sentences keep theirs too.
 */
export const InTheOtherLanguage: Story = {
  render: () => {
    const english = document.documentElement.lang !== 'ar';
    const stored: NotificationCardItem = {
      id: 'n9',
      type: 'other',
      created_at: '2026-11-21T08:00:00Z',
      read_at: null,
      payload: english
        ? { title: 'تم احتساب توقعك', body: 'ليفربول ٢–١ آرسنال: حصلت توقعاتك على ٣ نقاط.' }
        : { title: 'Your prediction was scored', body: 'Liverpool 2–1 Arsenal: your predictions earned 3 points.' },
    };
    const invited: NotificationCardItem = {
      id: 'n10',
      type: 'invited-to-group',
      created_at: '2026-11-21T07:00:00Z',
      read_at: null,
      payload: english ? { group: { id: 4, name: 'ملوك التوقعات' }, inviter: { name: 'منى عادل' } } : { group: { id: 4, name: 'Hadaf Fans Club' }, inviter: { name: 'Sara Mostafa' } },
    };
    return (
      <div className="flex max-w-md flex-col gap-2">
        <NotificationCard notification={stored} now={now} />
        <NotificationCard notification={invited} now={now} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = document.documentElement.lang !== 'ar';
    const other = english ? 'ar' : 'en';
    const body = canvas.getByText(english ? /حصلت توقعاتك/ : /your predictions earned/);
    await expect(body).toHaveAttribute('lang', other);
    await expect(getComputedStyle(body).direction).toBe(english ? 'rtl' : 'ltr');
    await expect(canvas.getByText(english ? 'تم احتساب توقعك' : 'Your prediction was scored')).toHaveAttribute('lang', other);
    await expect(canvas.getByText(english ? 'منى عادل' : 'Sara Mostafa')).toHaveAttribute('lang', other);
    await expect(canvas.getByText(english ? 'ملوك التوقعات' : 'Hadaf Fans Club')).toHaveAttribute('lang', other);
  },
};
