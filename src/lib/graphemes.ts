/**
 * Text as a person sees its characters (Intl.Segmenter's grapheme clusters): a cut between two of
 * them never splits an emoji joined with ZWJ, a flag or a letter with its accents.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
