export { UserText, useTextLanguage, type TextLanguageProps, type UserTextProps } from './UserText.tsx';
export { isolateUserText, withUserText } from './sentence.tsx';
