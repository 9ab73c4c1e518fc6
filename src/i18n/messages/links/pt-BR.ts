/** Português do Brasil: "você" e frases sem marca de gênero para pessoas (ver messages/pt-BR.ts). */
import type { LinksMessageId } from './en.js';

export const ptBR = {
  'links.verified': 'Verificado: esta página aponta de volta para este perfil',
} satisfies Record<LinksMessageId, string>;
