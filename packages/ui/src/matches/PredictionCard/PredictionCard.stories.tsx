import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { imagesLoaded, storyMatch, storyTimeZone, useStoryLanguage, type StoryMatchOptions } from '../MatchCard/fixtures.ts';
import { CompetitionPrizes, PredictionCard, type PredictionCardItem, type PredictionCardProps } from './PredictionCard.tsx';
import { ar } from '../../internal/story-helpers.tsx';

type Lang = 'en' | 'ar';
const say = (language: Lang, en: string, ar: string) => (language === 'ar' ? ar : en);

interface StoryPredictionOptions extends StoryMatchOptions {
  /** My answers to the two bonus questions (both teams score? yes/no; first goal: a period). */
  answers?: { bothScore?: 'yes' | 'no'; firstGoal?: '0-15' | '16-45' };
}

/** A predicted match as the API sends it: the score bet both as game_score_bet and in bets, then bonus bets. */
function storyPrediction(language: Lang, options: StoryPredictionOptions = {}): PredictionCardItem {
  const match = storyMatch(language, options);
  const scoreBet = { id: 1, type: 'game-score', question: null, current_user_prediction: match.game_score_bet?.current_user_prediction ?? null };
  const answer = (value: string | undefined) => (value ? { value } : null);
  return {
    ...match,
    game_score_bet: scoreBet,
    bets: [
      scoreBet,
      {
        id: 2,
        type: 'custom',
        question: {
          body: say(language, 'Will both teams score?', 'هل يسجل الفريقان؟'),
          answers: [
            { value: 'yes', label: say(language, 'Yes', 'نعم') },
            { value: 'no', label: say(language, 'No', 'لا') },
          ],
        },
        current_user_prediction: answer(options.answers?.bothScore),
      },
      {
        id: 3,
        type: 'custom',
        question: {
          body: say(language, 'When will the first goal come?', 'متى يأتي الهدف الأول؟'),
          answers: [
            { value: '0-15', label: say(language, 'Minutes 0–15', 'الدقائق ٠–١٥') },
            { value: '16-45', label: say(language, 'Minutes 16–45', 'الدقائق ١٦–٤٥') },
          ],
        },
        current_user_prediction: answer(options.answers?.firstGoal),
      },
    ],
  };
}

type CardArgs = Omit<PredictionCardProps, 'item'> & { options?: StoryPredictionOptions; withPrizes?: boolean };

function LocalisedCard({ options, withPrizes, ...props }: CardArgs) {
  const language = useStoryLanguage();
  return (
    <div className="flex flex-col gap-4">
      <PredictionCard {...props} item={storyPrediction(language, options)} />
      {withPrizes && (
        <CompetitionPrizes
          prizes={[
            { id: 1, name: say(language, 'Smartphone', 'هاتف ذكي'), icon: null, amount: 15000 },
            { id: 2, name: say(language, 'Stadium tickets for two', 'تذكرتان لمباراة في الاستاد'), icon: null, amount: 2500.5 },
            { id: 3, name: say(language, 'Club shirt', 'قميص النادي'), icon: null, amount: 900 },
          ]}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Matches/PredictionCard',
  component: LocalisedCard,
  args: { timeZone: storyTimeZone, href: '/predictions/101', changeHref: '/matches?match=101' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<CardArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const full = { pick: [2, 1] as const, answers: { bothScore: 'yes', firstGoal: '16-45' } as const };

/**
 * Open: my pick, my bonus answers (question, then the answer; no colon is added after a question mark, and the
 * score bet is never listed as a bonus answer), and "Change my prediction".
 */
export const Open: Story = {
  args: { options: full },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    await expect(canvas.getByTestId('prediction-phase')).toHaveAttribute('data-phase', 'open');
    const pick = within(canvas.getByTestId('predicted-score'));
    await expect(pick.getByTestId('match-score-home')).toHaveTextContent(ar() ? '٢' : '2');
    await expect(pick.getByTestId('match-score-away')).toHaveTextContent(ar() ? '١' : '1');
    const answers = canvas.getAllByTestId('bonus-answer');
    await expect(answers).toHaveLength(2);
    await expect(canvasElement).not.toHaveTextContent('[object Object]');
    await expect(canvasElement.textContent).not.toMatch(/[?؟]:/u);
    await expect(within(answers[0]!).getByRole('definition')).toHaveTextContent(ar() ? 'نعم' : 'Yes');
    await expect(within(answers[0]!).getByRole('term')).toHaveTextContent(ar() ? 'هل يسجل الفريقان؟' : 'Will both teams score?');
    await expect(canvas.getByRole('link', { name: ar() ? 'تغيير توقعي' : 'Change my prediction' })).toHaveAttribute('href', '/matches?match=101');
    // The teams' heading names each team once and leads to the prediction's page.
    await expect(canvas.getByRole('heading', { name: ar() ? 'الأهلي ضد الزمالك' : 'Al Ahly vs Zamalek' })).toBeVisible();
  },
};

/** Open and not predicted yet: an invitation to predict. */
export const OpenNotPredicted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('not-predicted')).toHaveTextContent(ar() ? 'لم تتوقع هذه المباراة بعد' : 'You have not predicted this match yet');
    await expect(canvas.getByRole('link', { name: ar() ? 'توقّع هذه المباراة' : 'Predict this match' })).toBeVisible();
  },
};

/** Within the hour before kick-off: closed, and no way to change the prediction. */
export const Locked: Story = {
  args: { options: { ...full, locked: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('prediction-phase')).toHaveTextContent(ar() ? 'التوقعات مغلقة' : 'Predictions closed');
    await expect(canvas.queryByTestId('change-prediction')).not.toBeInTheDocument();
  },
};

/** Live: the running result beside my pick. */
export const Live: Story = {
  args: { options: { ...full, state: 'LIVE', homeGoals: 1, awayGoals: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    await expect(canvas.getByTestId('prediction-phase')).toHaveAttribute('data-phase', 'live');
    await expect(within(canvas.getByTestId('prediction-result')).getByTestId('match-score-home')).toHaveTextContent(ar() ? '١' : '1');
    await expect(canvas.queryByTestId('change-prediction')).not.toBeInTheDocument();
  },
};

/** Finished: the result, my pick and the points I earned, in the active language's digits. */
export const FinishedWithPoints: Story = {
  args: { options: { ...full, state: 'FINISHED', homeGoals: 2, awayGoals: 1, points: 12 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    await expect(canvas.getByTestId('prediction-phase')).toHaveAttribute('data-phase', 'finished');
    await expect(canvas.getByTestId('prediction-points')).toHaveTextContent(ar() ? '١٢٫٠٠' : '12.00');
    await expect(canvas.queryByTestId('change-prediction')).not.toBeInTheDocument();
  },
};

/** Finished, never predicted: says so, and offers no "Change my prediction". */
export const FinishedNotPredicted: Story = {
  args: { options: { state: 'FINISHED', homeGoals: 0, awayGoals: 0, points: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('not-predicted')).toHaveTextContent(ar() ? 'لم تتوقع هذه المباراة' : 'You did not predict this match');
    await expect(canvas.queryByRole('link', { name: ar() ? 'تغيير توقعي' : 'Change my prediction' })).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('bonus-answers')).not.toBeInTheDocument();
  },
};

/**
 * The kick-off line: competition, date and time each isolated, with a drawn separator (a typed middle dot beside
 * Arabic-Indic digits reads as a zero).
 */
export const KickOffLine: Story = {
  args: { options: full },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByTestId('meta-line');
    await expect(within(line).getAllByTestId('meta-part')).toHaveLength(3);
    await expect(line.textContent).not.toMatch(/·/u);
  },
};

/** The prediction's own page: no link on the heading, and the competition's prizes with EGP amounts. */
export const OnItsPageWithPrizes: Story = {
  args: { options: full, href: undefined, withPrizes: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prizes = canvas.getAllByTestId('competition-prize');
    await expect(prizes).toHaveLength(3);
    await expect(prizes[0]).toHaveTextContent(ar() ? '١' : '1');
    await expect(prizes[1]).toHaveTextContent(ar() ? '٢٬٥٠٠٫٥٠' : '2,500.50');
    await expect(canvas.getByRole('heading', { name: ar() ? 'جوائز المسابقة' : 'Competition prizes' })).toBeVisible();
  },
};
