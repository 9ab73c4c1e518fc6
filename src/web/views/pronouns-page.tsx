/**
 * A pronoun example page: the set's forms in a table and its example sentences, in the set's own
 * language (marked with `lang` where it is not the page's); for a text several languages' tables know,
 * a choice between their sets; or, for a text no table knows, the forms as typed and the sets that
 * have sentences in the reader's language.
 */
import type { VNode } from 'preact';
import { directionOf } from '../../i18n/locales.js';
import type { MessageId } from '../../i18n/translator.js';
import {
  type FormSlot,
  KNOWN_SETS,
  namedSetPath,
  type PronounLanguage,
  type PronounLookup,
  type PronounSet,
  pronounLanguageOf,
  setPath,
} from '../../profiles/rules/pronouns/index.js';
import { useMessages } from './messages.js';

const FORM_CAPTIONS: Record<FormSlot, MessageId> = {
  subject: 'pronouns.form.subject',
  object: 'pronouns.form.object',
  possessiveDeterminer: 'pronouns.form.possessiveDeterminer',
  possessivePronoun: 'pronouns.form.possessivePronoun',
  reflexive: 'pronouns.form.reflexive',
  nominative: 'pronouns.form.nominative',
  accusative: 'pronouns.form.accusative',
  dative: 'pronouns.form.dative',
  dativeShort: 'pronouns.form.dativeShort',
  genitive: 'pronouns.form.genitive',
  possessive: 'pronouns.form.possessive',
  stressed: 'pronouns.form.stressed',
  agreement: 'pronouns.form.agreement',
  past: 'pronouns.form.past',
};

/** The key of `pronouns.language`'s select for each language (a select key takes no dash). */
const LANGUAGE_KEYS: Record<PronounLanguage, string> = {
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  'pt-BR': 'pt',
  nl: 'nl',
  pl: 'pl',
};

/** The title of a page for a lookup: the set's name, the forms as typed, or the word "Pronouns". */
export function pronounsTitle(lookup: PronounLookup): string | null {
  return lookup.kind === 'complete' ? lookup.set.label : lookup.forms.join('/') || null;
}

/** Links to sets, each with its language where it is not the one the page reads sets in. */
function SetLinks({ sets, reader }: { sets: readonly PronounSet[]; reader: string }) {
  const own = pronounLanguageOf(reader);
  return (
    <>
      {sets.map((set, i) => (
        <>
          {i > 0 ? ', ' : null}
          <a href={setPath(set, reader)} lang={set.language === own ? undefined : set.language}>
            {set.label}
          </a>
        </>
      ))}
    </>
  );
}

/** A text several languages' tables know: a link to each language's set, the address naming it. */
function LanguageChoice({ forms, sets }: { forms: string[]; sets: readonly PronounSet[] }) {
  const { t, rich } = useMessages();
  return (
    <section class="pronouns">
      <h1>{forms.join('/')}</h1>
      <p>{t('pronouns.ambiguous')}</p>
      <ul class="pronoun-choices">
        {sets.map((set) => (
          <li>
            {rich<VNode>('pronouns.choice', {
              language: LANGUAGE_KEYS[set.language],
              link: () => (
                <a href={namedSetPath(set)} lang={set.language} dir={directionOf(set.language)}>
                  {set.path.join('/')}
                </a>
              ),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PronounsPage({ lookup }: { lookup: PronounLookup }) {
  const { t, rich, locale } = useMessages();
  const own = pronounLanguageOf(locale);
  if (lookup.kind === 'ambiguous') return <LanguageChoice forms={lookup.forms} sets={lookup.sets} />;
  if (lookup.kind === 'incomplete') {
    const example = KNOWN_SETS.en[0]!;
    return (
      <section class="pronouns">
        <h1>{pronounsTitle(lookup) ?? t('pronouns.untitled')}</h1>
        <p>{t('pronouns.unknown')}</p>
        <p>
          {rich<VNode>('pronouns.typed', {
            link: () => (
              <a href={setPath(example, locale)} lang={own === 'en' ? undefined : 'en'}>
                {example.path.join('/')}
              </a>
            ),
          })}
        </p>
        <p>
          {rich<VNode>('pronouns.known', {
            links: () => <SetLinks sets={KNOWN_SETS[own]} reader={locale} />,
          })}
        </p>
      </section>
    );
  }
  const set = lookup.set;
  const foreign = set.language === own ? undefined : set.language;
  // Another language's words keep their own direction on a page written the other way.
  const dir = foreign ? directionOf(set.language) : undefined;
  return (
    <section class="pronouns">
      <h1 lang={foreign} dir={dir}>
        {set.label}
      </h1>
      {foreign ? (
        <p class="pronoun-language">{t('pronouns.language', { language: LANGUAGE_KEYS[set.language] })}</p>
      ) : null}
      <table class="pronoun-forms">
        <caption>{t('pronouns.forms')}</caption>
        <tbody>
          {set.forms.map(([slot, form]) => (
            <tr>
              <th scope="row">{t(FORM_CAPTIONS[slot])}</th>
              <td lang={foreign} dir={dir}>
                {form}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('pronouns.examples')}</h2>
      <ul class="examples" lang={foreign} dir={dir}>
        {set.sentences.map((sentence) => (
          <li>{sentence.map((part) => (part.pronoun ? <strong>{part.text}</strong> : part.text))}</li>
        ))}
      </ul>
    </section>
  );
}
