/**
 * The one place that knows badge-maker (the shields.io badge library): a label and a message drawn
 * as an SVG badge, their widths measured by the library. It escapes the texts for XML; characters
 * XML cannot hold at all (controls, lone surrogates) are taken out here first. Loaded on the first
 * badge.
 */
import type * as BadgeMaker from 'badge-maker';

export type BadgeStyle = 'flat' | 'flat-square' | 'plastic' | 'for-the-badge';
export const BADGE_STYLES: readonly BadgeStyle[] = ['flat', 'flat-square', 'plastic', 'for-the-badge'];

export interface Badge {
  label: string;
  message: string;
  /** #rrggbb or #rgb. */
  color: string;
  labelColor: string;
  style: BadgeStyle;
}

let loaded: Promise<typeof BadgeMaker> | undefined;

/** Characters no XML document may hold (C0 controls but tab and newline, U+FFFE/FFFF, lone surrogates). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

/**
 * badge-maker fits each text to the width it measured by stretching the spaces between letters,
 * which pulls apart the joined letters of Arabic and similar scripts: the glyphs are scaled instead
 * (the texts are escaped, so the attribute can only be the library's own).
 */
const fitGlyphs = (svg: string) => svg.replaceAll(' textLength="', ' lengthAdjust="spacingAndGlyphs" textLength="');

export async function drawBadge(badge: Badge): Promise<string> {
  const { makeBadge } = await (loaded ??= import('badge-maker'));
  return fitGlyphs(
    makeBadge({
      label: xmlSafe(badge.label),
      message: xmlSafe(badge.message),
      color: badge.color,
      labelColor: badge.labelColor,
      style: badge.style,
    }),
  );
}
