/** Polski: bez form rodzajowych dla osoby czytającej (zob. messages/pl.ts). */
import type { LinksMessageId } from './en.js';

export const pl = {
  'links.verified': 'Zweryfikowano: ta strona odsyła z powrotem do tego profilu',
} satisfies Record<LinksMessageId, string>;
