import { useEffect } from 'react';
import type { Language } from '@hadaf/domain';
import { useLanguageChoice } from '../hooks/useLanguageChoice.ts';

/**
 * Hands the frame the language choice (useLanguageChoice: a fan's goes through the settings machine) once this chunk
 * has arrived. Its own chunk: the machine is not needed before the first paint, only when someone picks a language.
 */
export default function LanguageChoiceBinding({ onReady }: { onReady: (choose: (language: Language) => void) => void }) {
  const choose = useLanguageChoice();
  useEffect(() => onReady(choose), [choose, onReady]);
  return null;
}
