import { CLASSIC_POINTS, type BetQuestionType } from '@hadaf/domain';
import type { SettleRule, StoredAnswer } from './bet-rules.ts';

export interface NewBet {
  type: 'game-score' | 'bonus';
  questionType: BetQuestionType | null;
  questionEn: string | null;
  questionAr: string | null;
  answers: StoredAnswer[];
  points: number;
  settleRule: SettleRule | null;
}

/**
 * Every match gets the score bet and one bonus question of each type. The bonus questions are answered by the
 * final score (settle rules), so the simulator, the importer and a result correction all settle them alike.
 */
export const standardBets: readonly NewBet[] = [
  {
    type: 'game-score',
    questionType: null,
    questionEn: null,
    questionAr: null,
    answers: [],
    // The domain always scores the score bet 7/3/0; 7 is what an exact score earns.
    points: CLASSIC_POINTS.exactScore,
    settleRule: null,
  },
  {
    type: 'bonus',
    questionType: 'YES_NO',
    questionEn: 'Will both teams score?',
    questionAr: 'هل سيسجل الفريقان؟',
    answers: [
      { value: 'yes', label_en: 'Yes', label_ar: 'نعم' },
      { value: 'no', label_en: 'No', label_ar: 'لا' },
    ],
    points: 2,
    settleRule: 'both-teams-score',
  },
  {
    type: 'bonus',
    questionType: 'SELECT_LIST',
    questionEn: 'What will the winning margin be?',
    questionAr: 'ما فارق الفوز في المباراة؟',
    answers: [
      { value: 'draw', label_en: 'Draw', label_ar: 'تعادل' },
      { value: '1', label_en: '1 goal', label_ar: 'هدف واحد' },
      { value: '2', label_en: '2 goals', label_ar: 'هدفان' },
      { value: '3+', label_en: '3 goals or more', label_ar: '٣ أهداف أو أكثر' },
    ],
    points: 3,
    settleRule: 'winning-margin',
  },
  {
    type: 'bonus',
    questionType: 'COUNTER',
    questionEn: 'How many goals will be scored in total?',
    questionAr: 'كم هدفًا سيُسجَّل في المباراة؟',
    answers: [],
    points: 5,
    settleRule: 'total-goals',
  },
];
