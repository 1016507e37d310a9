export { OnboardingSlides, SWIPE_THRESHOLD, clampSlide, onboardingSlides, type OnboardingSlide, type OnboardingSlidesProps } from './OnboardingSlides.tsx';
