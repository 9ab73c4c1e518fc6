/**
 * The common pride flags' names and descriptions in a language. A flag added from the flags page
 * takes them in the page's language (it is then the person's own, renamed at will); the page knows a
 * common flag is in the library by its name in any shipped language.
 */
import { SHIPPED_LOCALES } from '../../i18n/locales.js';
import { type Translator, translatorFor } from '../../i18n/translator.js';

export interface FlagWords {
  name: string;
  description: string;
}

/** The flag's words in the translator's language; null for a key that is not a common flag. */
export function prideFlagWords({ t }: Translator, key: string): FlagWords | null {
  switch (key) {
    case 'rainbow':
      return { name: t('flags.pride.rainbow'), description: t('flags.pride.rainbow.description') };
    case 'transgender':
      return { name: t('flags.pride.transgender'), description: t('flags.pride.transgender.description') };
    case 'nonbinary':
      return { name: t('flags.pride.nonbinary'), description: t('flags.pride.nonbinary.description') };
    case 'genderfluid':
      return { name: t('flags.pride.genderfluid'), description: t('flags.pride.genderfluid.description') };
    case 'genderqueer':
      return { name: t('flags.pride.genderqueer'), description: t('flags.pride.genderqueer.description') };
    case 'agender':
      return { name: t('flags.pride.agender'), description: t('flags.pride.agender.description') };
    case 'bisexual':
      return { name: t('flags.pride.bisexual'), description: t('flags.pride.bisexual.description') };
    case 'pansexual':
      return { name: t('flags.pride.pansexual'), description: t('flags.pride.pansexual.description') };
    case 'polysexual':
      return { name: t('flags.pride.polysexual'), description: t('flags.pride.polysexual.description') };
    case 'lesbian':
      return { name: t('flags.pride.lesbian'), description: t('flags.pride.lesbian.description') };
    case 'gay-men':
      return { name: t('flags.pride.gaymen'), description: t('flags.pride.gaymen.description') };
    case 'asexual':
      return { name: t('flags.pride.asexual'), description: t('flags.pride.asexual.description') };
    case 'aromantic':
      return { name: t('flags.pride.aromantic'), description: t('flags.pride.aromantic.description') };
    case 'aroace':
      return { name: t('flags.pride.aroace'), description: t('flags.pride.aroace.description') };
    default:
      return null;
  }
}

/** The flag's name in every shipped language (and the API's own), to find it in a library. */
export function prideFlagNames(key: string, apiName: string): Set<string> {
  const names = new Set([apiName]);
  for (const locale of SHIPPED_LOCALES) {
    const words = prideFlagWords(translatorFor(locale), key);
    if (words) names.add(words.name);
  }
  return names;
}
