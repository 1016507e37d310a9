/** Desktop layout from the 992 px breakpoint (platform.md §9). */
export const DESKTOP_QUERY = '(min-width: 992px)';
