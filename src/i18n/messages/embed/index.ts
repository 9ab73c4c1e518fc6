/** The embed area in every shipped language: the framed card of a profile and its iframe's name. */
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { ptBR } from './pt-BR.js';

export const EMBED_MESSAGES = { en, de, es, fr, 'pt-BR': ptBR, nl, pl } as const;
