export { CompetitionBanner, type BannerCover, type CompetitionBannerProps } from './CompetitionBanner.tsx';
