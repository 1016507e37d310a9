// A visitor's pages: landing, onboarding, competition types, about, download, the tutorial.
export * from './AboutUs/index.ts';
export * from './CompetitionTypes/index.ts';
export * from './DownloadApp/index.ts';
export * from './OnboardingSlides/index.ts';
export * from './TutorialOverlay/index.ts';
export * from './VisitorLanding/index.ts';
