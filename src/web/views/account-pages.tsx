/** Log in, sign up, log out and the settings page (username, tokens, invites, account deletion). */
import type { VNode } from 'preact';
import {
  Checkbox,
  Csrf,
  ErrorSummary,
  type FieldErrors,
  InviteAndCreate,
  NewPasswordField,
  NewUsernameField,
  Notice,
  TextField,
} from './form-controls.js';
import { LinkedAccounts, type LinkRow, ProviderButtons, type ProviderChoice } from './provider-login.js';
import { EmailSection } from './email-pages.js';
import { LanguageSetting } from './language-setting.js';
import { useMessages } from './messages.js';
import { PasskeyLogin, TwoFactorSummary } from './two-factor-pages.js';

export function LoginPage({
  csrf,
  username,
  message,
  notice = null,
  providers,
  byEmail = false,
  scripts = [],
}: {
  csrf: string;
  username: string;
  message: string | null;
  notice?: string | null;
  providers: ProviderChoice[];
  /** The server sends mail: an account's confirmed address logs in too. */
  byEmail?: boolean;
  /** The passkey button's scripts (none: no passkey button). */
  scripts?: string[];
}) {
  const { t, rich } = useMessages();
  // Both lead to /forgot: with mail, the form that mails a link; without, what can be done instead.
  const tags = {
    mail: (words: Array<string | VNode>) => <a href="/forgot">{words}</a>,
    code: (words: Array<string | VNode>) => <a href="/recover">{words}</a>,
    help: (words: Array<string | VNode>) => <a href="/forgot">{words}</a>,
  };
  return (
    <section class="narrow">
      <h1>{t('login.title')}</h1>
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorSummary message={message} />
      <form method="post" action="/login">
        <Csrf token={csrf} />
        <TextField
          name="username"
          label={byEmail ? t('login.usernameOrEmail') : t('form.username')}
          value={username}
          errors={{}}
          autocomplete="username"
          required
        />
        <TextField
          name="password"
          label={t('form.password')}
          type="password"
          value=""
          errors={{}}
          autocomplete="current-password"
          required
        />
        <p class="actions">
          <button type="submit" class="button">
            {t('login.submit')}
          </button>
        </p>
      </form>
      {scripts.length > 0 ? <PasskeyLogin scripts={scripts} /> : null}
      <p>{byEmail ? rich<VNode>('login.recover.both', tags) : rich<VNode>('login.recover.code', tags)}</p>
      <ProviderButtons providers={providers} purpose="logIn" csrf={csrf} />
      <p>{rich<VNode>('login.noAccount', { link: (words) => <a href="/register">{words}</a> })}</p>
    </section>
  );
}

/**
 * A log-in (password or linked account) proved an account its owner deleted: it can still be
 * restored, until the date said; the button spends the ticket the proof gave.
 */
export function RestorePage({ csrf, ticket, until }: { csrf: string; ticket: string; until: string }) {
  const { t } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('restore.title')}</h1>
      <p>{t('restore.explain', { until })}</p>
      <p class="hint">{t('restore.ended')}</p>
      <form method="post" action="/login/restore">
        <Csrf token={csrf} />
        <input type="hidden" name="ticket" value={ticket} />
        <p class="actions side-by-side">
          <button type="submit" class="button">
            {t('restore.submit')}
          </button>
          <a href="/">{t('restore.notNow')}</a>
        </p>
      </form>
    </section>
  );
}

/** Back in with a recovery code: username, code and a new password. */
export function RecoverPage(props: {
  csrf: string;
  username: string;
  code: string;
  message: string | null;
  errors: FieldErrors;
}) {
  const { t, rich } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('recover.title')}</h1>
      <p>{t('recover.intro')}</p>
      <ErrorSummary message={props.message} errors={props.errors} />
      <form method="post" action="/recover">
        <Csrf token={props.csrf} />
        <TextField
          name="username"
          label={t('form.username')}
          value={props.username}
          errors={props.errors}
          autocomplete="username"
          required
        />
        <TextField
          name="code"
          label={t('recover.code')}
          value={props.code}
          errors={props.errors}
          autocomplete="off"
          hint={t('recover.code.hint')}
          required
        />
        <NewPasswordField errors={props.errors} required />
        <p class="actions">
          <button type="submit" class="button">
            {t('password.setAndLogIn')}
          </button>
        </p>
      </form>
      <p class="hint">{rich<VNode>('recover.noCodes', { link: (words) => <a href="/login">{words}</a> })}</p>
    </section>
  );
}

/** Settings: how many recovery codes are left, making new ones, and new ones shown once. */
function RecoveryCodes(props: {
  csrf: string;
  left: number;
  madeOn: string | null;
  newCodes: string[] | null;
  errors: FieldErrors;
  hasPassword: boolean;
}) {
  const { t, rich } = useMessages();
  return (
    <section aria-labelledby="recovery-heading">
      <h2 id="recovery-heading">{t('settings.recovery.heading')}</h2>
      {props.newCodes ? (
        <div class="notice" role="status">
          <p>{rich<VNode>('settings.recovery.new', { strong: (words) => <strong>{words}</strong> })}</p>
          <label for="recovery-codes-text" class="visually-hidden">
            {t('settings.recovery.label')}
          </label>
          <textarea id="recovery-codes-text" class="secret recovery-codes" readonly rows={props.newCodes.length}>
            {props.newCodes.join('\n')}
          </textarea>
          <button
            type="button"
            class="button secondary"
            data-copy="recovery-codes-text"
            data-copied={t('settings.recovery.copied')}
            data-copy-failed={t('settings.recovery.copyFailed')}
            hidden
          >
            {t('settings.recovery.copy')}
          </button>
        </div>
      ) : null}
      <p>
        {props.left === 0
          ? t('settings.recovery.none')
          : t('settings.recovery.left', { count: props.left, date: props.madeOn ?? '' })}
      </p>
      <form method="post" action="/settings/recovery-codes">
        <Csrf token={props.csrf} />
        {props.left > 0 ? <p class="hint">{t('settings.recovery.replace')}</p> : null}
        {props.hasPassword ? (
          <TextField
            name="recovery_password"
            label={t('settings.currentPassword')}
            type="password"
            value=""
            errors={props.errors}
            autocomplete="current-password"
            hint={t('settings.recovery.password.hint')}
          />
        ) : null}
        <button type="submit" class="button">
          {props.left === 0 ? t('settings.recovery.make') : t('settings.recovery.makeNew')}
        </button>
      </form>
    </section>
  );
}

export function RegisterPage(props: {
  csrf: string;
  username: string;
  invite: string;
  needsInvite: boolean;
  message: string | null;
  errors: FieldErrors;
  providers: ProviderChoice[];
  /** Moving in from pronouns.cc: once the account exists, the page that brings the profile over. */
  moveIn: boolean;
}) {
  const { t, rich } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('signup.title')}</h1>
      <ErrorSummary message={props.message} errors={props.errors} />
      <form method="post" action="/register">
        <Csrf token={props.csrf} />
        <NewUsernameField value={props.username} errors={props.errors} />
        <NewPasswordField label={t('form.password')} errors={props.errors} required />
        <Checkbox name="move_in" label={t('signup.moveIn')} checked={props.moveIn} hint={t('signup.moveIn.hint')} />
        <InviteAndCreate needsInvite={props.needsInvite} invite={props.invite} errors={props.errors} />
      </form>
      <ProviderButtons providers={props.providers} purpose="signUp" csrf={props.csrf} />
      <p>{rich<VNode>('signup.haveAccount', { link: (words) => <a href="/login">{words}</a> })}</p>
    </section>
  );
}

export function LogoutPage({ csrf }: { csrf: string }) {
  const { t } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('logout.title')}</h1>
      <form method="post" action="/logout">
        <Csrf token={csrf} />
        <button type="submit" class="button">
          {t('logout.submit')}
        </button>
      </form>
    </section>
  );
}

export interface TokenRow {
  id: string;
  name: string | null;
  read_only: boolean;
  created: string;
  expires: string | null;
  current: boolean;
}

export interface SessionRow {
  id: string;
  /** "Firefox on Windows", or null when the browser did not say. */
  client: string | null;
  started: string;
  expires: string | null;
  /** The session of this browser. */
  current: boolean;
}

/** Where the person is signed in: each session with when it started, to end one or all. */
function Sessions({ csrf, sessions }: { csrf: string; sessions: SessionRow[] }) {
  const { t } = useMessages();
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('settings.sessions.heading')}</h2>
      <table class="tokens">
        <caption class="visually-hidden">{t('settings.sessions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('settings.sessions.browser')}</th>
            <th scope="col">{t('settings.sessions.started')}</th>
            <th scope="col">{t('settings.sessions.ends')}</th>
            <th scope="col">
              <span class="visually-hidden">{t('settings.sessions.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr>
              <td>
                {session.client ?? t('settings.sessions.unknownClient')}
                {session.current ? <span class="badge">{t('settings.sessions.thisBrowser')}</span> : null}
              </td>
              <td>{session.started}</td>
              <td>{session.expires ?? t('settings.sessions.never')}</td>
              <td>
                {session.current ? null : (
                  <form method="post" action={`/settings/sessions/${session.id}/end`} class="inline">
                    <Csrf token={csrf} />
                    <button
                      type="submit"
                      class="button secondary small"
                      aria-label={
                        session.client === null
                          ? t('settings.sessions.logOutUnknownLabel', { date: session.started })
                          : t('settings.sessions.logOutLabel', { client: session.client, date: session.started })
                      }
                    >
                      {t('settings.sessions.logOut')}
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="post" action="/settings/sessions/end-all">
        <Csrf token={csrf} />
        <p class="hint">{t('settings.sessions.endAll.hint')}</p>
        <button type="submit" class="button secondary">
          {t('settings.sessions.endAll')}
        </button>
      </form>
    </section>
  );
}

export interface SettingsProps {
  sessions: SessionRow[];
  recovery: { left: number; madeOn: string | null; newCodes: string[] | null; errors: FieldErrors };
  /** Whether two-factor log-in is on (its own page: /settings/two-factor). */
  twoFactorOn: boolean;
  /** Null where the server sends no mail. */
  email: { email: string | null; pending: string | null; typed: string; errors: FieldErrors } | null;
  csrf: string;
  username: string;
  usernameErrors: FieldErrors;
  passwordErrors: FieldErrors;
  /** Beside the confirmation of deleting the account. */
  deleteErrors: FieldErrors;
  /** The day an account deleted now would be removed for good, as the page writes days: until then it can be restored. */
  deletionDay: string;
  message: string | null;
  notice: string | null;
  tokens: TokenRow[];
  newToken: string | null;
  invites: Array<{ created: string; used: boolean }> | null;
  newInvite: string | null;
  hasPassword: boolean;
  links: LinkRow[];
  /** The account's language (null: the browser's) and a problem with the one sent. */
  language: { chosen: string | null; errors: FieldErrors };
}

export function SettingsPage(props: SettingsProps) {
  const { t, rich } = useMessages();
  return (
    <section class="settings">
      <h1>{t('settings.title')}</h1>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary
        message={props.message}
        errors={{
          ...props.usernameErrors,
          ...props.passwordErrors,
          ...props.email?.errors,
          ...props.recovery.errors,
          ...props.deleteErrors,
          ...props.language.errors,
        }}
      />
      <section aria-labelledby="username-heading">
        <h2 id="username-heading">{t('settings.username.heading')}</h2>
        <form method="post" action="/settings/username">
          <Csrf token={props.csrf} />
          <TextField
            name="name"
            label={t('form.username')}
            value={props.username}
            errors={props.usernameErrors}
            autocomplete="username"
          />
          <button type="submit" class="button">
            {t('settings.username.submit')}
          </button>
        </form>
      </section>
      <LanguageSetting csrf={props.csrf} chosen={props.language.chosen} errors={props.language.errors} />
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">{t('settings.password.heading')}</h2>
        <form method="post" action="/settings/password">
          <Csrf token={props.csrf} />
          {props.hasPassword ? (
            <TextField
              name="current_password"
              label={t('settings.password.current')}
              type="password"
              value=""
              errors={props.passwordErrors}
              autocomplete="current-password"
            />
          ) : (
            <p class="hint">{t('settings.password.none')}</p>
          )}
          <NewPasswordField errors={props.passwordErrors} />
          <button type="submit" class="button">
            {props.hasPassword ? t('settings.password.change') : t('settings.password.set')}
          </button>
        </form>
      </section>
      {props.email ? <EmailSection csrf={props.csrf} {...props.email} hasPassword={props.hasPassword} /> : null}
      <RecoveryCodes csrf={props.csrf} {...props.recovery} hasPassword={props.hasPassword} />
      <LinkedAccounts csrf={props.csrf} links={props.links} hasPassword={props.hasPassword} />
      <TwoFactorSummary on={props.twoFactorOn} />
      <Sessions csrf={props.csrf} sessions={props.sessions} />
      <section aria-labelledby="sync-heading">
        <h2 id="sync-heading">{t('sync.title')}</h2>
        <p>{rich<VNode>('sync.settings.lead', { link: (words) => <a href="/settings/sync">{words}</a> })}</p>
      </section>
      <section aria-labelledby="audiences-heading">
        <h2 id="audiences-heading">{t('audiences.settings.heading')}</h2>
        <p>{rich<VNode>('audiences.settings.lead', { link: (words) => <a href="/settings/audiences">{words}</a> })}</p>
      </section>
      <section aria-labelledby="data-heading">
        <h2 id="data-heading">{t('settings.data.heading')}</h2>
        <p>{rich<VNode>('settings.data.lead', { link: (words) => <a href="/settings/data">{words}</a> })}</p>
      </section>
      <section aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">{t('settings.tokens.heading')}</h2>
        {props.newToken ? (
          <div class="notice" role="status">
            <p>{t('settings.tokens.new')}</p>
            <p>
              <code class="secret" id="new-token">
                {props.newToken}
              </code>
            </p>
          </div>
        ) : null}
        <form method="post" action="/settings/tokens">
          <Csrf token={props.csrf} />
          <TextField name="token_name" label={t('settings.tokens.name')} value="" errors={{}} maxLength={100} />
          <Checkbox name="read_only" label={t('settings.tokens.readOnly')} checked={false} />
          <div class="control">
            <label for="f-expires">{t('settings.tokens.expires')}</label>
            <select id="f-expires" name="expires">
              <option value="">{t('settings.tokens.expires.never')}</option>
              <option value="86400">{t('settings.tokens.expires.day')}</option>
              <option value="2592000">{t('settings.tokens.expires.month')}</option>
              <option value="31536000">{t('settings.tokens.expires.year')}</option>
            </select>
          </div>
          <button type="submit" class="button">
            {t('settings.tokens.create')}
          </button>
        </form>
        {props.tokens.length === 0 ? (
          <p class="hint">{t('settings.tokens.none')}</p>
        ) : (
          <table class="tokens">
            <caption class="visually-hidden">{t('settings.tokens.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.tokens.column.name')}</th>
                <th scope="col">{t('settings.tokens.column.access')}</th>
                <th scope="col">{t('settings.tokens.column.created')}</th>
                <th scope="col">{t('settings.tokens.column.expires')}</th>
                <th scope="col">
                  <span class="visually-hidden">{t('settings.tokens.column.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {props.tokens.map((token) => (
                <tr>
                  <td class="token-name">
                    {token.name ?? (token.current ? t('settings.tokens.thisBrowser') : t('settings.tokens.session'))}
                  </td>
                  <td>
                    {token.read_only ? t('settings.tokens.access.readOnly') : t('settings.tokens.access.readWrite')}
                  </td>
                  <td>{token.created}</td>
                  <td>{token.expires ?? t('settings.tokens.never')}</td>
                  <td>
                    {token.current ? (
                      <span class="hint">{t('settings.tokens.thisSession')}</span>
                    ) : (
                      <form method="post" action={`/settings/tokens/${token.id}/revoke`} class="inline">
                        <Csrf token={props.csrf} />
                        <button
                          type="submit"
                          class="button secondary small"
                          aria-label={t('settings.tokens.revokeLabel', { name: token.name ?? token.id })}
                        >
                          {t('settings.tokens.revoke')}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {props.invites ? (
        <section aria-labelledby="invites-heading">
          <h2 id="invites-heading">{t('settings.invites.heading')}</h2>
          {props.newInvite ? (
            <div class="notice" role="status">
              <p>{t('settings.invites.new')}</p>
              <p>
                <code class="secret" id="new-invite">
                  {props.newInvite}
                </code>
              </p>
            </div>
          ) : null}
          <form method="post" action="/settings/invites">
            <Csrf token={props.csrf} />
            <button type="submit" class="button">
              {t('settings.invites.create')}
            </button>
          </form>
          <ul>
            {props.invites.map((invite) => (
              <li>
                {invite.used
                  ? t('settings.invites.used', { date: invite.created })
                  : t('settings.invites.unused', { date: invite.created })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section class="danger" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t('settings.delete.heading')}</h2>
        <p>{t('settings.delete.lead', { until: props.deletionDay })}</p>
        <p>{rich<VNode>('settings.delete.exportFirst', { link: (words) => <a href="/settings/data">{words}</a> })}</p>
        <form method="post" action="/settings/delete" data-confirm={t('settings.delete.question')}>
          <Csrf token={props.csrf} />
          <TextField
            name="confirm"
            label={t('settings.delete.confirm')}
            value=""
            errors={props.deleteErrors}
            autocomplete="off"
          />
          <button type="submit" class="button danger">
            {t('settings.delete.submit')}
          </button>
        </form>
      </section>
    </section>
  );
}
