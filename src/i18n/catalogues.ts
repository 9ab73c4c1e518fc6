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
import { AUDIENCES_MESSAGES } from './messages/audiences/index.js';
import { EDITOR_MESSAGES } from './messages/editor/index.js';
import { EMBED_MESSAGES } from './messages/embed/index.js';
import { ERRORS_MESSAGES } from './messages/errors/index.js';
import { GROUPS_MESSAGES } from './messages/groups/index.js';
import { LINKS_MESSAGES } from './messages/links/index.js';
import { MODERATION_MESSAGES } from './messages/moderation/index.js';
import { PORTABILITY_MESSAGES } from './messages/portability/index.js';
import { PROFILE_MESSAGES } from './messages/profile/index.js';
import { PRONOUNS_MESSAGES } from './messages/pronouns/index.js';
import { SETTINGS_MESSAGES } from './messages/settings/index.js';
import { SYNC_MESSAGES } from './messages/sync/index.js';
import { TWO_FACTOR_MESSAGES } from './messages/two-factor/index.js';

const FRAME_AND_ACCOUNT = { en, de, es, fr, 'pt-BR': ptBR, nl, pl } as const;

/** Every area, each with its catalogue in every shipped language. */
export const AREAS = {
  frameAndAccount: FRAME_AND_ACCOUNT,
  profile: PROFILE_MESSAGES,
  pronouns: PRONOUNS_MESSAGES,
  settings: SETTINGS_MESSAGES,
  editor: EDITOR_MESSAGES,
  moderation: MODERATION_MESSAGES,
  portability: PORTABILITY_MESSAGES,
  apiReference: API_REFERENCE_MESSAGES,
  errors: ERRORS_MESSAGES,
  links: LINKS_MESSAGES,
  audiences: AUDIENCES_MESSAGES,
  sync: SYNC_MESSAGES,
  embed: EMBED_MESSAGES,
  groups: GROUPS_MESSAGES,
  twoFactor: TWO_FACTOR_MESSAGES,
} as const;

/** The English source of every area together (an id belongs to one area: the catalogue check says so). */
export const SOURCE_MESSAGES = {
  ...FRAME_AND_ACCOUNT.en,
  ...PROFILE_MESSAGES.en,
  ...PRONOUNS_MESSAGES.en,
  ...SETTINGS_MESSAGES.en,
  ...EDITOR_MESSAGES.en,
  ...MODERATION_MESSAGES.en,
  ...PORTABILITY_MESSAGES.en,
  ...API_REFERENCE_MESSAGES.en,
  ...ERRORS_MESSAGES.en,
  ...LINKS_MESSAGES.en,
  ...AUDIENCES_MESSAGES.en,
  ...SYNC_MESSAGES.en,
  ...EMBED_MESSAGES.en,
  ...GROUPS_MESSAGES.en,
  ...TWO_FACTOR_MESSAGES.en,
} as const;

export type MessageId = keyof typeof SOURCE_MESSAGES;

const catalogueOf = (locale: ShippedLocale): Record<MessageId, string> =>
  Object.assign({}, ...Object.values(AREAS).map((area) => area[locale])) as Record<MessageId, string>;

export const CATALOGUES: Record<ShippedLocale, Record<MessageId, string>> = {
  en: catalogueOf('en'),
  de: catalogueOf('de'),
  es: catalogueOf('es'),
  fr: catalogueOf('fr'),
  'pt-BR': catalogueOf('pt-BR'),
  nl: catalogueOf('nl'),
  pl: catalogueOf('pl'),
};
