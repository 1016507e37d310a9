import { Fragment, type ReactNode } from 'react';
import { UserText } from './UserText.tsx';

// Apart from UserText: only views that put names into translated sentences (notifications) load it.

/** First-strong isolates around a name inside a translated sentence (the sentence's own markers, see withUserText). */
export const isolateUserText = (text: string) => `\u2068${text}\u2069`;

const isolated = /\u2068([^\u2068\u2069]*)\u2069/gu;

/**
 * A translated sentence with names put in by isolateUserText ("{{inviter}} added you to {{group}}."): each name becomes
 * a UserText, with its own language and direction, and the sentence around it stays the page's.
 */
export function withUserText(sentence: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of sentence.matchAll(isolated)) {
    if (match.index > last) parts.push(sentence.slice(last, match.index));
    parts.push(<UserText key={match.index}>{match[1] ?? ''}</UserText>);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return sentence;
  if (last < sentence.length) parts.push(sentence.slice(last));
  return <Fragment>{parts}</Fragment>;
}
