/** Deutsch: du-Form (siehe messages/de.ts). */
import type { EmbedMessageId } from './en.js';

export const de = {
  'embed.title': 'Namenskarte von {name} ({handle})',
  'embed.viewProfile': 'Ganzes Profil ansehen',
  'embed.newTab': '(öffnet sich in einem neuen Tab)',
} satisfies Record<EmbedMessageId, string>;
