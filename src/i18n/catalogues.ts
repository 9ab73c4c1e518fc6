/**
 * Every shipped language's catalogue. English is the source: its keys are the message ids, and each
 * other catalogue must have exactly those keys (the compiler says which is missing or extra); the
 * catalogue check (scripts/check-catalogues.ts) compares their ICU structure with English.
 */
import type { ShippedLocale } from './locales.js';
import { de } from './messages/de.js';
import { en, type MessageId } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { nl } from './messages/nl.js';
import { pl } from './messages/pl.js';
import { ptBR } from './messages/pt-BR.js';

export type { MessageId };

export const CATALOGUES: Record<ShippedLocale, Record<MessageId, string>> = {
  en,
  de,
  es,
  fr,
  'pt-BR': ptBR,
  nl,
  pl,
};
