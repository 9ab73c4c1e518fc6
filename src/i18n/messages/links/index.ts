/** The links area in every shipped language: the mark of a verified link on profile pages. */
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { ptBR } from './pt-BR.js';

export const LINKS_MESSAGES = { en, de, es, fr, 'pt-BR': ptBR, nl, pl } as const;
