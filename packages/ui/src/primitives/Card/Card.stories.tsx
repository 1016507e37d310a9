import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from './Card.tsx';

const content = (
  <>
    <CardHeader>
      <CardTitle>
        <T en="Al Ahly vs Zamalek" ar="الأهلي ضد الزمالك" />
      </CardTitle>
      <Badge variant="info">
        <T en="Today" ar="اليوم" />
      </Badge>
    </CardHeader>
    <CardBody>
      <p className="text-fg-muted">
        <T en="Cairo International Stadium · Kick-off 20:00" ar="استاد القاهرة الدولي · ٨:٠٠ مساءً" />
      </p>
    </CardBody>
  </>
);

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { children: content },
  decorators: [(Story) => <div className="max-w-sm p-1"><Story /></div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: (
      <>
        {content}
        <CardFooter>
          <Button variant="ghost" size="sm">
            <T en="Details" ar="التفاصيل" />
          </Button>
          <Button size="sm">
            <T en="Predict Now" ar="توقع الآن" />
          </Button>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/Al Ahly vs Zamalek|الأهلي ضد الزمالك/);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** The whole card is one link (e.g. a match card opening the match page). */
export const Interactive: Story = {
  args: { onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('link', { name: /Al Ahly vs Zamalek|الأهلي ضد الزمالك/ });
    await userEvent.click(card);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const InteractiveHovered: Story = {
  args: { href: '#match-1' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link');
    await expect(card).toHaveAttribute('href', '#match-1');
    await userEvent.hover(card);
    await expect(card).toHaveAttribute('data-hovered', 'true');
  },
};

export const InteractiveFocusVisible: Story = {
  args: { href: '#match-1' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const InteractivePressed: Story = {
  args: { onPress: fn() },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: card });
    await expect(card).toHaveAttribute('data-pressed', 'true');
  },
};

export const LongText: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>
            <T en={longEnglish} ar={longArabic} />
          </CardTitle>
        </CardHeader>
        <CardBody>
          <T en={longEnglish} ar={longArabic} />
        </CardBody>
        <CardFooter>
          <Button size="sm">
            <T en="Predict Now" ar="توقع الآن" />
          </Button>
        </CardFooter>
      </>
    ),
  },
};
