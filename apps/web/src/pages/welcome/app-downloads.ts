/**
 * Where the download page's buttons lead: build settings (VITE_APP_STORE_URL, VITE_ANDROID_PACKAGE_URL), since the
 * store listing and the package's address belong to a release, not to the code. Unset, the App Store button leads to
 * the store's search for Hadaf, and there is no Android button: a "Download (APK)" that opens a store search gives no
 * package (docs/decisions/newcomer-links-and-forms.md).
 */
export const appDownloads = {
  appStore: import.meta.env.VITE_APP_STORE_URL || 'https://apps.apple.com/eg/search?term=hadaf',
  androidPackage: import.meta.env.VITE_ANDROID_PACKAGE_URL || null,
};
