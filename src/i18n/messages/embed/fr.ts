/** Français : tu, point médian (voir messages/fr.ts). */
import type { EmbedMessageId } from './en.js';

export const fr = {
  'embed.title': 'Carte de {name} ({handle})',
  'embed.viewProfile': 'Voir le profil complet',
  'embed.newTab': '(s’ouvre dans un nouvel onglet)',
} satisfies Record<EmbedMessageId, string>;
