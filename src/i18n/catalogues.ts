/**
 * Every shipped language's catalogue, assembled from areas: the frame and account pages
 * (messages/*.ts) and one folder per further area of the site (messages/<area>/<locale>.ts, with an
 * index naming each language's file). English is the source: its keys are the message ids, and each
 * other catalogue of an area must have exactly those keys (the compiler says which is missing or
 * extra); the catalogue check (test/unit/catalogues.test.ts) compares their ICU structure with English.
 */
import type { ShippedLocale } from './locales.js';
import { de } from './messages/de.js';
import { en } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { nl } from './messages/nl.js';
import { pl } from './messages/pl.js';
import { ptBR } from './messages/pt-BR.js';
import { API_REFERENCE_MESSAGES } from './messages/api-reference/index.js';
import { MODERATION_MESSAGES } from './messages/moderation/index.js';

const FRAME_AND_ACCOUNT = { en, de, es, fr, 'pt-BR': ptBR, nl, pl } as const;

/** The English source of every area together. */
export const SOURCE_MESSAGES = {
  ...FRAME_AND_ACCOUNT.en,
  ...MODERATION_MESSAGES.en,
  ...API_REFERENCE_MESSAGES.en,
} as const;

export type MessageId = keyof typeof SOURCE_MESSAGES;

const catalogueOf = (locale: ShippedLocale): Record<MessageId, string> => ({
  ...FRAME_AND_ACCOUNT[locale],
  ...MODERATION_MESSAGES[locale],
  ...API_REFERENCE_MESSAGES[locale],
});

export const CATALOGUES: Record<ShippedLocale, Record<MessageId, string>> = {
  en: catalogueOf('en'),
  de: catalogueOf('de'),
  es: catalogueOf('es'),
  fr: catalogueOf('fr'),
  'pt-BR': catalogueOf('pt-BR'),
  nl: catalogueOf('nl'),
  pl: catalogueOf('pl'),
};
