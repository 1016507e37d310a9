import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDate, formatTime } from '@hadaf/domain';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { MetaLine } from './MetaLine.tsx';

const start = '2026-11-25T15:30:00Z';
const timeZone = 'Africa/Cairo';

function CompetitionDateTime() {
  const say = useStoryText();
  const language = say('en', 'ar') as 'en' | 'ar';
  return (
    <p className="text-sm text-fg-muted">
      <MetaLine parts={[say('Egypt Cup', 'كأس مصر'), formatDate(start, language, timeZone), formatTime(start, language, timeZone), null]} />
    </p>
  );
}

const meta = { title: 'Display/MetaLine', component: CompetitionDateTime } satisfies Meta<typeof CompetitionDateTime>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A competition, a date and a time: each run is its own <bdi>, empty runs are skipped, and no separator character
 * stands between the runs (a typed middle dot beside Arabic-Indic digits reads as a zero).
 */
export const CompetitionDateAndTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parts = canvas.getAllByTestId('meta-part');
    await expect(parts).toHaveLength(3);
    for (const part of parts) await expect(part.tagName).toBe('BDI');
    await expect(canvas.getAllByTestId('meta-separator')).toHaveLength(2);
    const text = canvas.getByTestId('meta-line').textContent ?? '';
    await expect(text).not.toMatch(/[·•.]/u);
    await expect(parts[1]).toHaveTextContent(formatDate(start, ar() ? 'ar' : 'en', timeZone));
    // The runs stand in reading order: right to left in Arabic.
    const [first, second, third] = parts.map((part) => part.getBoundingClientRect().left);
    if (ar()) await expect(first! > second! && second! > third!).toBe(true);
    else await expect(first! < second! && second! < third!).toBe(true);
  },
};
