const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A byte count in the largest whole unit with Intl unit formatting in the given locale,
 * e.g. 52428800 → "50 MB" (en-GB) / "٥٠ م.بايت" (ar-EG). Units are binary (1 MB = 1024 × 1024 bytes).
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
