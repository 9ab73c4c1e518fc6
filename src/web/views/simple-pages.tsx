/** The home page, pronoun example pages and error pages. */
import { exampleSentences, type PronounLookup, shortLabel } from '../../profiles/rules/pronoun-examples.js';
import { Icon } from './icon.js';

export function HomePage({
  figures,
  signedIn,
}: {
  figures: { users: number; members: number };
  signedIn: string | null;
}) {
  return (
    <section class="home">
      <h1>
        <Icon name="tag-fill" label={null} /> Tell people how to address you
      </h1>
      <p class="lead">
        Nametag is a page for your names, pronouns and the words you like to be called — each marked favourite, okay,
        jokingly, friends only or avoid — with room for the members of a system or your personas. Share one link; apps
        and bots read the same data through the API.
      </p>
      {signedIn ? (
        <p>
          <a class="button" href={`/@${encodeURIComponent(signedIn)}`}>
            Your page
          </a>{' '}
          <a class="button secondary" href="/edit/profile">
            Edit your profile
          </a>
        </p>
      ) : (
        <p>
          <a class="button" href="/register">
            Sign up
          </a>{' '}
          <a class="button secondary" href="/login">
            Log in
          </a>
        </p>
      )}
      <p class="figures">
        {figures.users === 1 ? 'One person' : `${figures.users.toLocaleString('en')} people`} and{' '}
        {figures.members === 1 ? 'one member' : `${figures.members.toLocaleString('en')} members`} have a page here.
      </p>
      <p>
        Example sentences for any pronouns: <a href="/pronouns/they/them">they/them</a>,{' '}
        <a href="/pronouns/she/her">she/her</a>, <a href="/pronouns/he/him">he/him</a>,{' '}
        <a href="/pronouns/xe/xem">xe/xem</a>.
      </p>
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
  return (
    <section class="error">
      <h1>{status === 404 ? 'Not found' : `Error ${status}`}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}
