/** Português (Brasil): você (ver messages/pt-BR.ts). */
import type { EmbedMessageId } from './en.js';

export const ptBR = {
  'embed.title': 'Cartão de {name} ({handle})',
  'embed.viewProfile': 'Ver o perfil completo',
  'embed.newTab': '(abre em uma nova aba)',
} satisfies Record<EmbedMessageId, string>;
