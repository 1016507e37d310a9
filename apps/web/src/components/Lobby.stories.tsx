import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-aria-components';
import { useTranslation } from '@hadaf/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HadafClientProvider, createHadafClient, createTokenStore, memoryCookieJar } from '@hadaf/api-client';
import { createDataset } from '@hadaf/api-client/mocks';
import type { LobbyTab } from '@hadaf/ui';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { Lobby, type LobbyProps } from './Lobby.tsx';

/**
 * The web lobby on the contract's mocks (MSW, page size 4): what GET /v2/competitions answers becomes the lists,
 * tabs ask for their own list, Load More the next page. Behaviour only: the ui stories hold the screenshots.
 */
function WithApi({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { i18n } = useTranslation();
  // The app's own strings (page headings) beside the ui's.
  if (!i18n.hasResourceBundle(i18n.language, 'web')) i18n.addResourceBundle(i18n.language, 'web', i18n.language === 'ar' ? ar : en);
  const [services] = useState(() => {
    const tokenStore = createTokenStore({ jar: memoryCookieJar() });
    if (signedIn) tokenStore.setTokens({ access_token: 'story-access', refresh_token: 'story-refresh' });
    return {
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      client: createHadafClient({ baseUrl: '/api', tokenStore, getLanguage: () => i18n.language }),
    };
  });
  return (
    <QueryClientProvider client={services.queryClient}>
      <HadafClientProvider client={services.client}>
        <RouterProvider navigate={fn()}>{children}</RouterProvider>
      </HadafClientProvider>
    </QueryClientProvider>
  );
}

function LobbyOnMocks({ signedIn, type }: Pick<LobbyProps, 'signedIn' | 'type'>) {
  const [tab, setTab] = useState<LobbyTab>('upcoming');
  return (
    <WithApi signedIn={signedIn}>
      <Lobby type={type} signedIn={signedIn} tab={tab} onTabChange={setTab} />
    </WithApi>
  );
}

const meta = {
  title: 'Web/Lobby',
  component: LobbyOnMocks,
  args: { signedIn: false, type: 'predictions' },
  // react-aria's live announcer keeps pointing at the Load More button it announced after the last page removed it
  // (as in the e2e journey's axe run, it is left out).
  parameters: { visual: { disable: true }, a11y: { context: { exclude: ['[data-live-announcer]'] } } },
} satisfies Meta<typeof LobbyOnMocks>;
export default meta;
type Story = StoryObj<typeof meta>;

const isArabic = () => document.documentElement.lang === 'ar';
/** What the mocks hold (their page size is 4): the upcoming prediction competitions, featured or not. */
const upcoming = createDataset('en').competitions.filter((competition) => competition.type === 1 && competition.state === 'upcoming');
const featuredCount = upcoming.filter((competition) => competition.featured).length;
const firstPageCount = upcoming.slice(0, 4).filter((competition) => !competition.featured).length;
const allCount = upcoming.filter((competition) => !competition.featured).length;

const upcomingList = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: isArabic() ? 'المسابقات القادمة' : 'Upcoming competitions' });

/** A visitor: the featured competition above, the rest of the upcoming page below (featured ones not twice), Load More adds page 2. */
export const VisitorLoadsMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const featured = await canvas.findByRole('region', { name: isArabic() ? 'مميزة' : 'Featured' });
    await waitFor(() => expect(upcomingList(canvasElement).querySelectorAll('article')).toHaveLength(firstPageCount));
    await expect(within(featured).getAllByRole('article')).toHaveLength(featuredCount);
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    // A prediction card leads to the competition's matches.
    await expect(within(upcomingList(canvasElement)).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/competitions\/\d+\/matches$/));
    await userEvent.click(canvas.getByRole('button', { name: isArabic() ? 'تحميل المزيد' : 'Load More' }));
    await waitFor(() => expect(upcomingList(canvasElement).querySelectorAll('article')).toHaveLength(allCount));
    await expect(canvas.queryByRole('button', { name: isArabic() ? 'تحميل المزيد' : 'Load More' })).not.toBeInTheDocument();
  },
};

/** A signed-in fan switches to Running: the running competitions he joined, and back to Upcoming with his invitation card. */
export const FanSwitchesTabs: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(upcomingList(canvasElement).querySelectorAll('article')).toHaveLength(firstPageCount));
    await canvas.findByRole('complementary', { name: isArabic() ? 'ادعُ أصدقاءك' : 'Invite your friends' });
    await userEvent.click(canvas.getByRole('tab', { name: isArabic() ? 'الجارية' : 'Running' }));
    const running = await canvas.findByRole('list', { name: isArabic() ? 'المسابقات الجارية' : 'Running competitions' });
    await waitFor(() => expect(running.querySelectorAll('article')).toHaveLength(1));
    await expect(within(running).getByText(isArabic() ? 'مشترك' : 'Joined')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: isArabic() ? 'مميزة' : 'Featured' })).not.toBeInTheDocument();
  },
};

/** The fantasy lobby: a fantasy card leads to the competition's team setup. */
export const FantasyCardsLeadToTeamSetup: Story = {
  args: { type: 'fantasy' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(upcomingList(canvasElement).querySelectorAll('article').length).toBeGreaterThan(0));
    for (const link of within(upcomingList(canvasElement)).getAllByRole('link')) await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/competitions\/\d+\/team-setup$/));
  },
};
