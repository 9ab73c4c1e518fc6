/** Français : espace insécable avant « : ; ? ! » (voir messages/fr.ts). */
import type { LinksMessageId } from './en.js';

export const fr = {
  'links.verified': 'Vérifié : cette page renvoie vers ce profil',
} satisfies Record<LinksMessageId, string>;
