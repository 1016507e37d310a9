// Physical left/right utilities break right-to-left layouts; components use logical ones (ms/me/ps/pe/start/end).
// Values are Tailwind values (numbers, arbitrary [..], auto, px, full, fractions), so prose such as "right-to-left" passes.
const value = String.raw`(?:\d|\[|auto\b|px\b|full\b|none\b|(?:xs|sm|md|lg|xl|2xl|3xl)\b)`;
const utility = String.raw`-?(?:ml|mr|pl|pr|left|right|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-${value}|rounded-(?:tl|tr|bl|br)(?:-|\b)|text-(?:left|right)\b|rounded-[lr](?:-|\b)|border-[lr](?:-|\b)|float-(?:left|right)\b|clear-(?:left|right)\b`;
// A class token: start of string/quote/backtick/space/colon (variants such as md:ml-2) before it.
const classPattern = new RegExp(String.raw`(?:^|[\s"'\`:{(])(${utility})`, 'g');
const cssPattern = /\b(?:margin|padding|border)-(?:left|right)\b|(?:^|[\s;{])(?:left|right)\s*:|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right)/g;

/** Physical-direction class names (or CSS properties) found in one file's text, with their line numbers. */
export function findPhysicalDirection(text, { css = false } = {}) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    const pattern = css ? cssPattern : classPattern;
    pattern.lastIndex = 0;
    for (const match of line.matchAll(pattern)) {
      found.push({ line: index + 1, match: (match[1] ?? match[0]).trim() });
    }
  });
  return found;
}
