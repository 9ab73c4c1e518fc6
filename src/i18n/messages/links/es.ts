/** Español: tuteo y formas sin género para las personas (ver messages/es.ts). */
import type { LinksMessageId } from './en.js';

export const es = {
  'links.verified': 'Verificado: esta página enlaza de vuelta a este perfil',
} satisfies Record<LinksMessageId, string>;
