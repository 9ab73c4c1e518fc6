/** The sync area's catalogues: the "Pronouns elsewhere" page. */
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { ptBR } from './pt-BR.js';

export const SYNC_MESSAGES = { en, de, es, fr, 'pt-BR': ptBR, nl, pl } as const;
