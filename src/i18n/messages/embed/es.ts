/** Español: tú (ver messages/es.ts). */
import type { EmbedMessageId } from './en.js';

export const es = {
  'embed.title': 'Tarjeta de {name} ({handle})',
  'embed.viewProfile': 'Ver el perfil completo',
  'embed.newTab': '(se abre en una pestaña nueva)',
} satisfies Record<EmbedMessageId, string>;
