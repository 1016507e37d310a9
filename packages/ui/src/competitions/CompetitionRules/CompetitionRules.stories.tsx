import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompetitionRules } from './CompetitionRules.tsx';
import { ar } from '../../internal/story-helpers.tsx';

const meta = {
  title: 'Competition/CompetitionRules',
  component: CompetitionRules,
} satisfies Meta<typeof CompetitionRules>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A prediction competition's rules: joining, points (+3, +7, bonus), deadlines, ties, prizes, cancellation. */
export const Prediction: Story = {
  args: { type: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getByText(ar() ? /٣ نقاط/ : /earns 3 points/)).toBeVisible();
    await expect(canvas.getByText(ar() ? /قبل ساعة من انطلاق كل مباراة/ : /one hour before each kick-off/)).toBeVisible();
  },
};

/** A fantasy competition's rules: the squad, the points table, substitutes. */
export const Fantasy: Story = {
  args: { type: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await expect(canvas.getByText(ar() ? /نقاط قائدك مضاعفة/ : /captain's points count double/)).toBeVisible();
  },
};
