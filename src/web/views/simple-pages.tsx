/** The home page and error pages. */
import { featuredSets, setPath } from '../../profiles/rules/pronouns/index.js';
import type { VNode } from 'preact';
import { Icon } from './icon.js';
import { useMessages } from './messages.js';
import { MovingInOffer } from './moving-in-offer.js';

export function HomePage({
  figures,
  signedIn,
}: {
  figures: { users: number; members: number };
  signedIn: string | null;
}) {
  const { t, rich, locale } = useMessages();
  // The reader's language's own sets: a pseudo-locale reads English ones.
  const examples = featuredSets(locale).map((set, i) => (
    <>
      {i > 0 ? ', ' : null}
      <a href={setPath(set, locale)}>{set.label}</a>
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
      <MovingInOffer signedIn={signedIn !== null} />
      <p class="figures">{t('home.figures', { users: figures.users, members: figures.members })}</p>
      <p>{rich<VNode>('home.examples', { links: () => <>{examples}</> })}</p>
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
