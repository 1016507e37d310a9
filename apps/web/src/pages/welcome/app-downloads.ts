/**
 * Where the download page's buttons lead: build settings (VITE_APP_STORE_URL, VITE_ANDROID_PACKAGE_URL), since the
 * store listing and the package's address belong to a release, not to the code. Unset, they lead to the stores'
 * search for Hadaf (docs/decisions/web.md).
 */
export const appDownloads = {
  appStore: import.meta.env.VITE_APP_STORE_URL || 'https://apps.apple.com/eg/search?term=hadaf',
  androidPackage: import.meta.env.VITE_ANDROID_PACKAGE_URL || 'https://play.google.com/store/search?q=hadaf&c=apps',
};
