export {
  PredictionPanel,
  readScoreValue,
  type PredictionPanelBet,
  type PredictionPanelMatch,
  type PredictionPanelProps,
  type PredictionPanelQuestionType,
  type PredictionPanelScoreValue,
  type PredictionPanelStatus,
  type PredictionPanelValue,
  type PredictionPanelValues,
} from './PredictionPanel.tsx';
