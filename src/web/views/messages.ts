/** The messages of the page's language, for every component of the page (see i18n/translator.ts). */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { type Translator, translatorFor } from '../../i18n/translator.js';

export const Messages = createContext<Translator>(translatorFor('en'));

export function useMessages(): Translator {
  return useContext(Messages);
}
