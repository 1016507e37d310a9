import type { ReactNode, SVGProps } from 'react';
import { twMerge } from 'tailwind-merge';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Accessible name; without one the icon is decorative (aria-hidden). */
  label?: string;
  size?: number;
}

interface IconDefinition {
  /** A function, so that an icon nobody imports is dropped by the app's bundler (its JSX never runs at load). */
  paths: () => ReactNode;
  /** Directional icons (arrows, chevrons) point the other way in RTL layouts. */
  directional?: boolean;
}

// Each icon is `/* @__PURE__ */ createIcon(…)`: an app's bundler keeps only the icons it uses.
function createIcon(name: string, { paths, directional }: IconDefinition) {
  function Icon({ label, size = 20, className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        focusable="false"
        className={twMerge('shrink-0', directional && 'rtl:-scale-x-100', className)}
        {...props}
      >
        {paths()}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const ChevronStartIcon = /* @__PURE__ */ createIcon('ChevronStart', { paths: () => <path d="M15 18l-6-6 6-6" />, directional: true });
export const ChevronEndIcon = /* @__PURE__ */ createIcon('ChevronEnd', { paths: () => <path d="M9 18l6-6-6-6" />, directional: true });
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDown', { paths: () => <path d="M6 9l6 6 6-6" /> });
export const ArrowStartIcon = /* @__PURE__ */ createIcon('ArrowStart', { paths: () => <path d="M19 12H5m6-6l-6 6 6 6" />, directional: true });
export const ArrowEndIcon = /* @__PURE__ */ createIcon('ArrowEnd', { paths: () => <path d="M5 12h14m-6-6l6 6-6 6" />, directional: true });
export const CloseIcon = /* @__PURE__ */ createIcon('Close', { paths: () => <path d="M18 6L6 18M6 6l12 12" /> });
export const CheckIcon = /* @__PURE__ */ createIcon('Check', { paths: () => <path d="M20 6L9 17l-5-5" /> });
export const MinusIcon = /* @__PURE__ */ createIcon('Minus', { paths: () => <path d="M5 12h14" /> });
export const PlusIcon = /* @__PURE__ */ createIcon('Plus', { paths: () => <path d="M12 5v14M5 12h14" /> });
export const SearchIcon = /* @__PURE__ */ createIcon('Search', { paths: () => <><circle cx="11" cy="11" r="7" /><path d="M21 21l-4.3-4.3" /></> });
export const EyeIcon = /* @__PURE__ */ createIcon('Eye', { paths: () => <><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></> });
export const EyeOffIcon = /* @__PURE__ */ createIcon('EyeOff', { paths: () => <><path d="M17.9 17.9A10.4 10.4 0 0112 19c-6.5 0-10-7-10-7a18.5 18.5 0 015.1-5.9M9.9 5.2A9.8 9.8 0 0112 5c6.5 0 10 7 10 7a18.6 18.6 0 01-2.2 3.2" /><path d="M2 2l20 20" /></> });
export const CalendarIcon = /* @__PURE__ */ createIcon('Calendar', { paths: () => <><rect x="3" y="4" width="18" height="18" rx="2" /><path d="M16 2v4M8 2v4M3 10h18" /></> });
export const UploadIcon = /* @__PURE__ */ createIcon('Upload', { paths: () => <path d="M21 15v4a2 2 0 01-2 2H5a2 2 0 01-2-2v-4M17 8l-5-5-5 5M12 3v12" /> });
export const InfoIcon = /* @__PURE__ */ createIcon('Info', { paths: () => <><circle cx="12" cy="12" r="10" /><path d="M12 16v-4M12 8h.01" /></> });
export const AlertIcon = /* @__PURE__ */ createIcon('Alert', { paths: () => <><circle cx="12" cy="12" r="10" /><path d="M12 8v4M12 16h.01" /></> });
export const SuccessIcon = /* @__PURE__ */ createIcon('Success', { paths: () => <><circle cx="12" cy="12" r="10" /><path d="M8 12l3 3 5-6" /></> });
export const BellIcon = /* @__PURE__ */ createIcon('Bell', { paths: () => <path d="M18 8a6 6 0 00-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" /> });
export const UserIcon = /* @__PURE__ */ createIcon('User', { paths: () => <><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0116 0" /></> });
export const MoreIcon = /* @__PURE__ */ createIcon('More', { paths: () => <><circle cx="5" cy="12" r="1" /><circle cx="12" cy="12" r="1" /><circle cx="19" cy="12" r="1" /></> });
export const MenuIcon = /* @__PURE__ */ createIcon('Menu', { paths: () => <path d="M3 6h18M3 12h18M3 18h18" /> });
export const TrophyIcon = /* @__PURE__ */ createIcon('Trophy', { paths: () => <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 01-10 0V4zM17 5h3v2a3 3 0 01-3 3M7 5H4v2a3 3 0 003 3" /> });
export const CoinIcon = /* @__PURE__ */ createIcon('Coin', { paths: () => <><circle cx="12" cy="12" r="9" /><path d="M12 7v10M9.5 9.5h3.75a1.75 1.75 0 010 3.5h-2.5a1.75 1.75 0 000 3.5H15" /></> });
export const LockIcon = /* @__PURE__ */ createIcon('Lock', { paths: () => <><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 018 0v4" /></> });
export const TrashIcon = /* @__PURE__ */ createIcon('Trash', { paths: () => <path d="M3 6h18M8 6V4a1 1 0 011-1h6a1 1 0 011 1v2M19 6l-1 14a2 2 0 01-2 2H8a2 2 0 01-2-2L5 6M10 11v6M14 11v6" /> });
export const CopyIcon = /* @__PURE__ */ createIcon('Copy', { paths: () => <><rect x="9" y="9" width="12" height="12" rx="2" /><path d="M5 15H4a1 1 0 01-1-1V4a1 1 0 011-1h10a1 1 0 011 1v1" /></> });
export const ShareIcon = /* @__PURE__ */ createIcon('Share', { paths: () => <><circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" /></> });
export const FootballIcon = /* @__PURE__ */ createIcon('Football', { paths: () => <><circle cx="12" cy="12" r="10" /><path d="M12 7l4 3-1.5 5h-5L8 10z" /></> });
