// The app's frame: header, navigation, account menu.
export * from './AppFrame/index.ts';
