/** The home page, pronoun example pages and error pages. */
import { exampleSentences, type PronounLookup, shortLabel } from '../../profiles/rules/pronoun-examples.js';
import type { VNode } from 'preact';
import { Icon } from './icon.js';
import { useMessages } from './messages.js';

export function HomePage({
  figures,
  signedIn,
}: {
  figures: { users: number; members: number };
  signedIn: string | null;
}) {
  const { t, rich } = useMessages();
  const examples = ['they/them', 'she/her', 'he/him', 'xe/xem'].map((set, i) => (
    <>
      {i > 0 ? ', ' : null}
      <a href={`/pronouns/${set}`}>{set}</a>
    </>
  ));
  return (
    <section class="home">
      <h1>
        <Icon name="tag-fill" label={null} /> {t('home.title')}
      </h1>
      <p class="lead">{t('home.lead')}</p>
      {signedIn ? (
        <p>
          <a class="button" href={`/@${encodeURIComponent(signedIn)}`}>
            {t('home.yourPage')}
          </a>{' '}
          <a class="button secondary" href="/edit/profile">
            {t('home.editProfile')}
          </a>
        </p>
      ) : (
        <p>
          <a class="button" href="/register">
            {t('home.signUp')}
          </a>{' '}
          <a class="button secondary" href="/login">
            {t('home.logIn')}
          </a>
        </p>
      )}
      <p class="figures">{t('home.figures', { users: figures.users, members: figures.members })}</p>
      <p>{rich<VNode>('home.examples', { links: () => <>{examples}</> })}</p>
    </section>
  );
}

export function PronounsPage({ lookup }: { lookup: PronounLookup }) {
  if (lookup.kind === 'incomplete') {
    return (
      <section class="pronouns">
        <h1>{lookup.forms.join('/') || 'Pronouns'}</h1>
        <p>
          We don't know the full set of these pronouns, so there are no example sentences: five forms are needed (for
          example <a href="/pronouns/they/them/their/theirs/themselves">they/them/their/theirs/themselves</a>
          ).
        </p>
      </section>
    );
  }
  const set = lookup.set;
  return (
    <section class="pronouns">
      <h1>{shortLabel(set)}</h1>
      <p class="forms">
        {[set.subjective, set.objective, set.possessiveDeterminer, set.possessivePronoun, set.reflexive].join(' / ')}
      </p>
      <h2>Examples</h2>
      <ul class="examples">
        {exampleSentences(set).map((sentence) => (
          <li>{sentence.map((part) => (part.pronoun ? <strong>{part.text}</strong> : part.text))}</li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { t } = useMessages();
  return (
    <section class="error">
      <h1>{status === 404 ? t('error.notFound') : t('error.status', { status })}</h1>
      <p>{message}</p>
      <p>
        <a href="/">{t('error.home')}</a>
      </p>
    </section>
  );
}
