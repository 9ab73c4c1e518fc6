/** Polski: ty, formy bez rodzaju (zob. messages/pl.ts). */
import type { EmbedMessageId } from './en.js';

export const pl = {
  'embed.title': 'Wizytówka: {name} ({handle})',
  'embed.viewProfile': 'Zobacz cały profil',
  'embed.newTab': '(otwiera się w nowej karcie)',
} satisfies Record<EmbedMessageId, string>;
