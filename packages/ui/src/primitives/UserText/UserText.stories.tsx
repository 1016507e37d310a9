import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ar } from '../../internal/story-helpers.tsx';
import { UserText } from './UserText.tsx';
import { isolateUserText, withUserText } from './sentence.tsx';

const meta = {
  title: 'Primitives/UserText',
  component: UserText,
  args: { children: 'منى عادل' },
  decorators: [(Story) => <div className="p-2 text-fg">{Story()}</div>],
} satisfies Meta<typeof UserText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names as people wrote them, each in its own language and direction, whatever the page's. */
export const NamesInBothLanguages: Story = {
  render: () => (
    <ul className="flex flex-col gap-2">
      <li>
        <UserText>منى عادل</UserText>
      </li>
      <li>
        <UserText>Sara Mostafa</UserText>
      </li>
      <li>
        <UserText>شلة ديربي القاهرة</UserText>
      </li>
      <li>
        <UserText>2–1</UserText>
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const arabic = canvas.getByText('منى عادل');
    const english = canvas.getByText('Sara Mostafa');
    // Only the name in the other language says so; each reads in its own direction.
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(english).toHaveAttribute('dir', 'ltr');
    if (ar()) {
      await expect(english).toHaveAttribute('lang', 'en');
      await expect(arabic).not.toHaveAttribute('lang');
    } else {
      await expect(arabic).toHaveAttribute('lang', 'ar');
      await expect(english).not.toHaveAttribute('lang');
    }
    await expect(canvas.getByText('2–1')).toHaveAttribute('dir', 'auto');
  },
};

/** A translated sentence with names in it: the sentence is the page's, each name keeps its own language. */
export const InASentence: Story = {
  render: () => {
    const sentence = ar()
      ? `أضافك ${isolateUserText('Sara Mostafa')} إلى ${isolateUserText('Hadaf Fans Club')}.`
      : `${isolateUserText('منى عادل')} added you to ${isolateUserText('ملوك التوقعات')}.`;
    return <p>{withUserText(sentence)}</p>;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText(ar() ? 'Sara Mostafa' : 'منى عادل');
    await expect(name.tagName).toBe('BDI');
    await expect(name).toHaveAttribute('lang', ar() ? 'en' : 'ar');
    await expect(canvasElement.textContent).not.toMatch(/[\u2068\u2069]/u);
  },
};
