import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '@hadaf/domain';
import { longArabic, longEnglish, say } from '../../internal/story-helpers.tsx';
import { gamerPictures, imagesLoaded, storyTimeZone, useStoryLanguage } from '../../matches/MatchCard/fixtures.ts';
import { CreatorsList, type CreatorItem, type CreatorsListProps } from './CreatorsList.tsx';

const navigate = fn();

type Lang = 'en' | 'ar';

function storyCreators(language: Lang, long = false): CreatorItem[] {
  const pick = (en: string, arabic: string) => (language === 'ar' ? arabic : en);
  return [
    {
      id: 43,
      name: long ? pick(longEnglish, longArabic) : pick('Mona Adel', 'منى عادل'),
      photo: { thumb: gamerPictures.one },
      competitions: [
        { id: 501, name: long ? pick(longEnglish, longArabic) : pick('Cairo Derby Predictors', 'متوقعو ديربي القاهرة'), start: '2026-12-04', entryFee: 20 },
        { id: 502, name: pick('Friday Night Charity Cup', 'كأس ليلة الجمعة الخيرية'), start: '2026-12-11', entryFee: 0 },
      ],
    },
    { id: 44, name: pick('Karim Hassan', 'كريم حسن'), competitions: [{ id: 503, name: pick('Egypt Cup Challenge', 'تحدي كأس مصر'), start: '2026-12-06', entryFee: 1 }] },
    { id: 45, name: pick('Salma Youssef', 'سلمى يوسف'), competitions: [] },
    { id: 46, name: pick('Omar Fathy', 'عمر فتحي') },
  ];
}

interface StoryArgs extends Omit<CreatorsListProps, 'creators' | 'competitionHref'> {
  fixture: 'list' | 'empty' | 'long';
}

function Demo({ fixture, ...props }: StoryArgs) {
  const language = useStoryLanguage();
  const creators = fixture === 'empty' ? [] : storyCreators(language, fixture === 'long');
  return (
    <RouterProvider navigate={navigate}>
      <div className="max-w-4xl">
        <CreatorsList {...props} creators={creators} competitionHref={(id) => paths.competitionTab(id, 'matches')} timeZone={storyTimeZone} />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'Welcome/CreatorsList',
  component: Demo,
  args: { fixture: 'list', onLoadMore: fn() },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Creators with their badge and open competitions (start date, entry fee): one with two, one with one, one with none
 * open, one whose competitions are still loading. A competition leads to its page; Load More asks for the next page.
 */
export const Default: Story = {
  args: { hasNextPage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: say('Creators', 'المنشئون') });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const [mona, karim, salma] = cards as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(mona).getByText(say('Creator', 'منشئ'))).toBeVisible();
    await expect(mona).toHaveTextContent(say('2 open competitions', 'مسابقتان مفتوحتان'));
    await expect(karim).toHaveTextContent(say('1 open competition', 'مسابقة مفتوحة واحدة'));
    await expect(salma).toHaveTextContent(say('No open competitions right now.', 'لا مسابقات مفتوحة الآن.'));
    const competitions = within(mona).getByRole('list', { name: say('Open competitions by Mona Adel', 'مسابقات منى عادل المفتوحة') });
    const derby = within(competitions).getByRole('link', { name: new RegExp(say('Cairo Derby Predictors', 'متوقعو ديربي القاهرة')) });
    await expect(derby).toHaveTextContent(say('Starts 4 December 2026, 20 coins', 'تبدأ ٤ ديسمبر ٢٠٢٦, ٢٠ عملة'));
    await expect(within(competitions).getAllByRole('link')[1]).toHaveTextContent(say('Free', 'مجانية'));
    await userEvent.click(derby);
    await expect(navigate).toHaveBeenCalledWith(paths.competitionTab(501, 'matches'), undefined);
    await userEvent.click(canvas.getByRole('button', { name: say('Load More', 'تحميل المزيد') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await userEvent.unhover(canvasElement);
    await imagesLoaded(canvasElement);
  },
};

/** As the /creators page itself: its title is the page's one h1, each creator's name an h2. */
export const AsThePage: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(say('Creators', 'المنشئون'));
    await expect(canvas.getByRole('heading', { level: 2, name: say('Mona Adel', 'منى عادل') })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** The first page on its way. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: say('Loading creators…', 'جارٍ تحميل المنشئين…') })).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The next page on its way: Load More shows its spinner. */
export const LoadingMore: Story = {
  args: { hasNextPage: true, isLoadingMore: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: new RegExp(say('Load More', 'تحميل المزيد')) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await userEvent.unhover(button);
    await imagesLoaded(canvasElement);
  },
};

/** No creators yet. */
export const Empty: Story = {
  args: { fixture: 'empty', hasNextPage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: say('No creators yet', 'لا يوجد منشئون بعد') })).toBeVisible();
  },
};

/** A long name and a long competition name wrap inside the card. */
export const LongText: Story = {
  args: { fixture: 'long' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getAllByRole('article')[0]!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await imagesLoaded(canvasElement);
  },
};

/** A phone at 375 px: one column, nothing overflows. */
export const Phone375: Story = {
  args: { hasNextPage: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('article');
    await expect(first!.getBoundingClientRect().bottom).toBeLessThanOrEqual(second!.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await imagesLoaded(canvasElement);
  },
};
