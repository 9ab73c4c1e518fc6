/** Deutsch: du-Form (siehe messages/de.ts). */
import type { LinksMessageId } from './en.js';

export const de = {
  'links.verified': 'Bestätigt: Diese Seite verlinkt zurück auf dieses Profil',
} satisfies Record<LinksMessageId, string>;
