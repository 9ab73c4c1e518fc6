/** The two-factor area's catalogues: the log-in's second step and the "Two-factor log-in" settings page. */
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { ptBR } from './pt-BR.js';

export const TWO_FACTOR_MESSAGES = { en, de, es, fr, 'pt-BR': ptBR, nl, pl } as const;
