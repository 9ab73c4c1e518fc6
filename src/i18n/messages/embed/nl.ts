/** Nederlands: je (zie messages/nl.ts). */
import type { EmbedMessageId } from './en.js';

export const nl = {
  'embed.title': 'Naamkaart van {name} ({handle})',
  'embed.viewProfile': 'Volledig profiel bekijken',
  'embed.newTab': '(opent in een nieuw tabblad)',
} satisfies Record<EmbedMessageId, string>;
