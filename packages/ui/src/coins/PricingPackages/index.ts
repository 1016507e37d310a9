export { PricingPackages, type PricingPackagesProps, type PricingPackage } from './PricingPackages.tsx';
