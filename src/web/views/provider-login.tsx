/** Log in with other services: the buttons, the sign-up page and the linked accounts in settings. */
import type { VNode } from 'preact';
import { Csrf, ErrorSummary, type FieldErrors, InviteAndCreate, NewUsernameField, TextField } from './form-controls.js';
import type { MessageId } from '../../i18n/translator.js';
import { useMessages } from './messages.js';

/** The fediverse server a person types. */
function ServerField({ value, hint = false, errors = {} }: { value: string; hint?: boolean; errors?: FieldErrors }) {
  const { t } = useMessages();
  return (
    <TextField
      name="instance"
      label={t('providers.server')}
      value={value}
      errors={errors}
      placeholder="mastodon.social"
      autocomplete="url"
      {...(hint ? { hint: t('providers.server.hint') } : {})}
      // A server that could not be reached: the field takes the focus, its sentence beside it.
      autofocus={errors.instance !== undefined}
      required
    />
  );
}

/** The words of the provider buttons, for logging in and for signing up. */
const WORDS = {
  logIn: { heading: 'providers.logIn.heading', with: 'providers.logIn.with', fediverse: 'providers.logIn.fediverse' },
  signUp: {
    heading: 'providers.signUp.heading',
    with: 'providers.signUp.with',
    fediverse: 'providers.signUp.fediverse',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

export interface ProviderChoice {
  kind: string;
  name: string;
}

/**
 * Buttons for the enabled providers, and the fediverse server field when it is on. Each is a form
 * posting with the CSRF token: a log-in through a provider starts only from this site's own pages.
 */
export function ProviderButtons({
  providers,
  purpose,
  csrf,
}: {
  providers: ProviderChoice[];
  purpose: 'logIn' | 'signUp';
  csrf: string;
}) {
  const { t } = useMessages();
  const direct = providers.filter((provider) => provider.kind !== 'fediverse');
  const fediverse = providers.some((provider) => provider.kind === 'fediverse');
  if (providers.length === 0) return null;
  return (
    <section class="providers" aria-labelledby="providers-heading">
      <h2 id="providers-heading">{t(WORDS[purpose].heading)}</h2>
      {direct.length > 0 ? (
        <ul class="provider-buttons">
          {direct.map((provider) => (
            <li>
              <form method="post" action={`/auth/${provider.kind}/start`}>
                <Csrf token={csrf} />
                <button type="submit" class="button secondary">
                  {t(WORDS[purpose].with, { provider: provider.name })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
      {fediverse ? (
        <form method="post" action="/auth/fediverse/start">
          <Csrf token={csrf} />
          <ServerField value="" hint />
          <button type="submit" class="button secondary">
            {t(WORDS[purpose].fediverse)}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** What a link to /auth/{kind}/start shows: one button (a form with the CSRF token) to go on. */
export function ProviderStartPage(props: {
  csrf: string;
  kind: string;
  provider: string;
  instance: string;
  returnTo: string;
  /**
   * Why the last attempt did not start, said once: beside the server field (fediverse), which then
   * takes the focus, else on top.
   */
  error?: string | null;
}) {
  const { t, rich } = useMessages();
  const fediverse = props.kind === 'fediverse';
  const fieldError: FieldErrors = props.error && fediverse ? { instance: props.error } : {};
  const onTop = fediverse ? null : (props.error ?? null);
  const whereTo =
    fediverse && props.instance !== ''
      ? rich<VNode>('providers.start.toServer', {
          server: props.instance,
          strong: (words) => <strong>{words}</strong>,
        })
      : fediverse
        ? t('providers.start.toYourServer')
        : t('providers.start.toProvider', { provider: props.provider });
  return (
    <section class="narrow">
      <h1>{t('providers.logIn.with', { provider: props.provider })}</h1>
      <ErrorSummary message={onTop} />
      <p>{whereTo}</p>
      <form method="post" action={`/auth/${props.kind}/start`}>
        <Csrf token={props.csrf} />
        {props.returnTo ? <input type="hidden" name="return_to" value={props.returnTo} /> : null}
        {fediverse ? <ServerField value={props.instance} errors={fieldError} /> : null}
        <p class="actions">
          <button type="submit" class="button">
            {t('providers.start.continue', { provider: props.provider })}
          </button>
        </p>
      </form>
    </section>
  );
}

export function ProviderSignupPage(props: {
  csrf: string;
  provider: string;
  account: string;
  username: string;
  invite: string;
  needsInvite: boolean;
  message: string | null;
  errors: FieldErrors;
}) {
  const { t, rich } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('signup.title')}</h1>
      <p>
        {rich<VNode>('providers.signup.lead', {
          provider: props.provider,
          account: props.account,
          strong: (words) => <strong>{words}</strong>,
        })}
      </p>
      <ErrorSummary message={props.message} />
      <form method="post" action="/auth/signup">
        <Csrf token={props.csrf} />
        <NewUsernameField value={props.username} errors={props.errors} />
        <InviteAndCreate needsInvite={props.needsInvite} invite={props.invite} errors={props.errors} />
      </form>
      <p>
        {rich<VNode>('providers.signup.haveAccount', {
          provider: props.provider,
          link: (words) => <a href="/login">{words}</a>,
        })}
      </p>
    </section>
  );
}

export interface LinkRow {
  kind: string;
  name: string;
  linked: string | null;
  enabled: boolean;
  /** Whether apps may look the person up by the linked account; null where they cannot. */
  lookups: boolean | null;
}

/** A fediverse account is linked through the server it is on, which the person types. */
const asksForServer = (link: LinkRow) => link.kind === 'fediverse';

/** Settings: each way to log in, linked or not, with its button. */
export function LinkedAccounts({ csrf, links, hasPassword }: { csrf: string; links: LinkRow[]; hasPassword: boolean }) {
  const { t, rich } = useMessages();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="links-heading">
      <h2 id="links-heading">{t('settings.links.heading')}</h2>
      <p class="hint">{hasPassword ? t('settings.links.hint') : t('settings.links.hintNoPassword')}</p>
      <ul class="linked-accounts">
        {links.map((link) =>
          link.linked !== null ? (
            <li>
              <span>
                {rich<VNode>('settings.links.linked', {
                  provider: link.name,
                  account: link.linked,
                  strong: (words) => <strong>{words}</strong>,
                })}
              </span>{' '}
              <form method="post" action={`/settings/links/${link.kind}/unlink`} class="inline">
                <Csrf token={csrf} />
                <button
                  type="submit"
                  class="button secondary small"
                  aria-label={t('settings.links.unlinkLabel', { provider: link.name })}
                >
                  {t('settings.links.unlink')}
                </button>
              </form>
              {link.lookups === null ? null : <LookupSetting csrf={csrf} link={link} on={link.lookups} />}
            </li>
          ) : (
            <li>
              <form method="post" action={`/auth/${link.kind}/link`} class="inline">
                <Csrf token={csrf} />
                {asksForServer(link) ? <ServerField value="" /> : null}
                <button type="submit" class="button secondary small">
                  {t('settings.links.link', { provider: link.name })}
                </button>
              </form>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

/** Whether apps that look pronouns up by an account of this kind (PronounDB's lookup) find the person. */
function LookupSetting({ csrf, link, on }: { csrf: string; link: LinkRow; on: boolean }) {
  const { t } = useMessages();
  return (
    <form method="post" action={`/settings/links/${link.kind}/lookups`} class="lookup-setting">
      <Csrf token={csrf} />
      <input type="hidden" name="lookups" value={on ? 'off' : 'on'} />
      <p class="hint">
        {t(on ? 'settings.links.lookupsOn' : 'settings.links.lookupsOff', { provider: link.name })}{' '}
        <button
          type="submit"
          class="button secondary small"
          aria-label={t(on ? 'settings.links.lookupsStopLabel' : 'settings.links.lookupsStartLabel', {
            provider: link.name,
          })}
        >
          {t(on ? 'settings.links.lookupsStop' : 'settings.links.lookupsStart')}
        </button>
      </p>
    </form>
  );
}

/**
 * On the way to the provider after a form post: the page's Content-Security-Policy allows forms to
 * post only to this site (form-action 'self'), which browsers apply to the redirects that follow a
 * form too, so the page sends the browser on itself (a Refresh header) with a link as the fallback.
 */
export function ProviderRedirectPage({ provider, url }: { provider: string; url: string }) {
  const { t } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('providers.redirect.title', { provider })}</h1>
      <p>
        <a class="button" href={url} rel="noreferrer">
          {t('providers.redirect.title', { provider })}
        </a>
      </p>
    </section>
  );
}
