export { UserText, isolateUserText, useTextLanguage, withUserText, type TextLanguageProps, type UserTextProps } from './UserText.tsx';
