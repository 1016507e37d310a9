export {
  AppFrame,
  CommunityAdvert,
  defaultAppFrameHrefs,
  type AppFrameCompetition,
  type AppFrameHrefs,
  type AppFramePendingStep,
  type AppFrameProps,
  type AppFrameSession,
  type AppFrameUser,
} from './AppFrame.tsx';
