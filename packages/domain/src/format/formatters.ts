const formatters = new Map<string, unknown>();

/**
 * One Intl formatter per key (its kind, language and options): building one costs far more than formatting with it,
 * and a list formats many values, a countdown every second.
 */
export function formatter<T>(key: string, build: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (found === undefined) formatters.set(key, (found = build()));
  return found;
}
