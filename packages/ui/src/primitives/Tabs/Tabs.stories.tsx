import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { T, useStoryText } from '../../internal/story-helpers.tsx';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs.tsx';

const isRtl = () => document.documentElement.dir === 'rtl';

function GroupTabs(props: TabsProps & { disableRanking?: boolean }) {
  const { disableRanking, ...tabsProps } = props;
  const s = useStoryText();
  return (
    <Tabs {...tabsProps}>
      <TabList aria-label={s('Group', 'المجموعة')}>
        <Tab id="matches">
          <T en="Matches" ar="المباريات" />
        </Tab>
        <Tab id="ranking" isDisabled={disableRanking}>
          <T en="Ranking" ar="الترتيب" />
        </Tab>
        <Tab id="members">
          <T en="Members" ar="الأعضاء" />
        </Tab>
      </TabList>
      <TabPanel id="matches">
        <T en="Upcoming matches for your group." ar="المباريات القادمة لمجموعتك." />
      </TabPanel>
      <TabPanel id="ranking">
        <T en="Your group's leaderboard." ar="ترتيب مجموعتك." />
      </TabPanel>
      <TabPanel id="members">
        <T en="Everyone in your group." ar="كل أعضاء مجموعتك." />
      </TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => <GroupTabs {...args} />,
  decorators: [(Story) => <div className="max-w-xl p-1"><Story /></div>],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: /^(Group|المجموعة)$/ })).toHaveAttribute('aria-orientation', 'horizontal');
    const ranking = canvas.getByRole('tab', { name: /Ranking|الترتيب/ });
    await userEvent.click(ranking);
    await expect(ranking).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ranking');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/leaderboard|ترتيب مجموعتك/);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [matches, ranking, members] = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(matches).toHaveFocus();
    // "Next" follows the reading direction: → in English, ← in Arabic.
    const next = isRtl() ? '{ArrowLeft}' : '{ArrowRight}';
    const previous = isRtl() ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.keyboard(next);
    await expect(ranking).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(next);
    await expect(members).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(previous);
    await expect(ranking).toHaveAttribute('aria-selected', 'true');
    await expect(ranking).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ranking');
    await expect(ranking).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const members = within(canvasElement).getByRole('tab', { name: /Members|الأعضاء/ });
    await userEvent.hover(members);
    await expect(members).toHaveAttribute('data-hovered', 'true');
  },
};

export const DisabledTab: Story = {
  render: (args) => <GroupTabs {...args} disableRanking />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [matches, ranking, members] = canvas.getAllByRole('tab');
    await expect(ranking).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(ranking!, { pointerEventsCheck: 0 });
    await expect(matches).toHaveAttribute('aria-selected', 'true');
    // Arrow keys skip the disabled tab.
    await userEvent.click(matches!);
    await userEvent.keyboard(isRtl() ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(members).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('ranking');
  },
};

/** A private group the user has not joined: every tab is greyed and cannot be opened. */
export const AllDisabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    for (const tab of tabs) await expect(tab).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tabs[2]!, { pointerEventsCheck: 0 });
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('members');
  },
};

function CompetitionTabs(args: TabsProps) {
  const s = useStoryText();
  return (
    <Tabs defaultSelectedKey="cup" {...args}>
      <TabList aria-label={s('Competitions', 'المسابقات')}>
        <Tab id="league">
          <T en="Egyptian Premier League" ar="الدوري المصري الممتاز" />
        </Tab>
        <Tab id="cup">
          <T en="Egypt Cup" ar="كأس مصر" />
        </Tab>
        <Tab id="super">
          <T en="Super Cup" ar="كأس السوبر" />
        </Tab>
        <Tab id="champions">
          <T en="CAF Champions League" ar="دوري أبطال أفريقيا" />
        </Tab>
        <Tab id="confed">
          <T en="CAF Confederation Cup" ar="كأس الكونفدرالية الأفريقية" />
        </Tab>
      </TabList>
      {['league', 'cup', 'super', 'champions', 'confed'].map((id) => (
        <TabPanel key={id} id={id}>
          <T en="Fixtures and standings." ar="المباريات والترتيب." />
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** The list's visible part, and whether a tab lies wholly inside it. */
const inView = (tab: HTMLElement) => {
  const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  return box.left >= list.left - 1 && box.right <= list.right + 1;
};

export const ManyTabs: Story = {
  render: (args) => <CompetitionTabs {...args} />,
  play: async ({ canvasElement }) => {
    const tabList = within(canvasElement).getByRole('tablist');
    // The list scrolls instead of wrapping or overflowing the page, and says so: the end fades, more lies there.
    await expect(tabList.scrollWidth).toBeGreaterThan(tabList.clientWidth);
    await expect(within(canvasElement).getByRole('tab', { selected: true })).toHaveTextContent(/Egypt Cup|كأس مصر/);
    await waitFor(() => expect(tabList).toHaveAttribute('data-overflow', 'end'));
    await expect(getComputedStyle(tabList).maskImage).toMatch(/gradient/);
  },
};

/**
 * On a phone, with the last tab selected (a route opened at /…/rules): the selected tab is scrolled into view, and the
 * fade moves to the start (the left in English, the right in Arabic), where the other tabs lie (issue 30, defect 14).
 */
export const ScrolledToSelected: Story = {
  args: { defaultSelectedKey: 'confed' },
  render: (args) => <CompetitionTabs {...args} />,
  decorators: [(Story) => <div style={{ width: 320 }} className="p-1"><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabList = canvas.getByRole('tablist');
    const selected = canvas.getByRole('tab', { selected: true });
    await waitFor(() => expect(inView(selected)).toBe(true));
    await waitFor(() => expect(tabList).toHaveAttribute('data-overflow', 'start'));
    // Scrolled back to the first tab, the fade is at the end only.
    tabList.scrollTo({ left: 0 });
    await waitFor(() => expect(tabList).toHaveAttribute('data-overflow', 'end'));
    // Somewhere in between, both ends fade.
    tabList.scrollBy({ left: isRtl() ? -60 : 60 });
    await waitFor(() => expect(tabList).toHaveAttribute('data-overflow', 'both'));
  },
};
