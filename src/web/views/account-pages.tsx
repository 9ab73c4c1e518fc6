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

export function LoginPage({
  csrf,
  username,
  message,
  notice = null,
  providers,
  byEmail = false,
}: {
  csrf: string;
  username: string;
  message: string | null;
  notice?: string | null;
  providers: ProviderChoice[];
  /** The server sends mail: an account's confirmed address logs in too. */
  byEmail?: boolean;
}) {
  const { t, rich } = useMessages();
  const tags = {
    mail: (words: Array<string | VNode>) => <a href="/forgot">{words}</a>,
    code: (words: Array<string | VNode>) => <a href="/recover">{words}</a>,
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
      <p>{byEmail ? rich<VNode>('login.recover.both', tags) : rich<VNode>('login.recover.code', tags)}</p>
      <ProviderButtons providers={providers} purpose="logIn" csrf={csrf} />
      <p>{rich<VNode>('login.noAccount', { link: (words) => <a href="/register">{words}</a> })}</p>
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
  return (
    <section aria-labelledby="recovery-heading">
      <h2 id="recovery-heading">Recovery codes</h2>
      {props.newCodes ? (
        <div class="notice" role="status">
          <p>
            <strong>Your new recovery codes</strong> — save, print or write them down now: they are shown only once.
            Each one works once; the old codes no longer work.
          </p>
          <label for="recovery-codes-text" class="visually-hidden">
            Your recovery codes
          </label>
          <textarea id="recovery-codes-text" class="secret recovery-codes" readonly rows={props.newCodes.length}>
            {props.newCodes.join('\n')}
          </textarea>
          <button
            type="button"
            class="button secondary"
            data-copy="recovery-codes-text"
            data-copied="Codes copied."
            hidden
          >
            Copy the codes
          </button>
        </div>
      ) : null}
      <p>
        {props.left === 0
          ? 'You have no recovery codes. Make them now: if you forget your password or lose the account you log in with, a code gets you back in.'
          : `You have ${props.left} unused recovery ${props.left === 1 ? 'code' : 'codes'}, made on ${props.madeOn}.`}
      </p>
      <form method="post" action="/settings/recovery-codes">
        <Csrf token={props.csrf} />
        {props.left > 0 ? <p class="hint">New codes replace these: the old ones stop working.</p> : null}
        {props.hasPassword ? (
          <TextField
            name="recovery_password"
            label="Your current password"
            type="password"
            value=""
            errors={props.errors}
            autocomplete="current-password"
            hint="A code can set a new password, so making codes asks for the one you have."
          />
        ) : null}
        <button type="submit" class="button">
          {props.left === 0 ? 'Make recovery codes' : 'Make new recovery codes'}
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
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      <table class="tokens">
        <caption class="visually-hidden">Your sessions</caption>
        <thead>
          <tr>
            <th scope="col">Browser</th>
            <th scope="col">Signed in</th>
            <th scope="col">Ends</th>
            <th scope="col">
              <span class="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr>
              <td>
                {session.client ?? 'A browser that did not say which'}
                {session.current ? <span class="badge">this browser</span> : null}
              </td>
              <td>{session.started}</td>
              <td>{session.expires ?? 'never'}</td>
              <td>
                {session.current ? null : (
                  <form method="post" action={`/settings/sessions/${session.id}/end`} class="inline">
                    <Csrf token={csrf} />
                    <button
                      type="submit"
                      class="button secondary small"
                      aria-label={`Log out ${session.client ?? 'the browser'} signed in on ${session.started}`}
                    >
                      Log out
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
        <p class="hint">Ends every session, this one too. API tokens keep working.</p>
        <button type="submit" class="button secondary">
          Log out everywhere
        </button>
      </form>
    </section>
  );
}

export interface SettingsProps {
  sessions: SessionRow[];
  recovery: { left: number; madeOn: string | null; newCodes: string[] | null; errors: FieldErrors };
  /** Null where the server sends no mail. */
  email: { email: string | null; pending: string | null; typed: string; errors: FieldErrors } | null;
  csrf: string;
  username: string;
  usernameErrors: FieldErrors;
  passwordErrors: FieldErrors;
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
  return (
    <section class="settings">
      <h1>Settings</h1>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={props.message} />
      <section aria-labelledby="username-heading">
        <h2 id="username-heading">Username</h2>
        <form method="post" action="/settings/username">
          <Csrf token={props.csrf} />
          <TextField
            name="name"
            label="Username"
            value={props.username}
            errors={props.usernameErrors}
            autocomplete="username"
          />
          <button type="submit" class="button">
            Change username
          </button>
        </form>
      </section>
      <LanguageSetting csrf={props.csrf} chosen={props.language.chosen} errors={props.language.errors} />
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Password</h2>
        <form method="post" action="/settings/password">
          <Csrf token={props.csrf} />
          {props.hasPassword ? (
            <TextField
              name="current_password"
              label="Current password"
              type="password"
              value=""
              errors={props.passwordErrors}
              autocomplete="current-password"
            />
          ) : (
            <p class="hint">Your account has no password yet: set one to log in with your username too.</p>
          )}
          <NewPasswordField errors={props.passwordErrors} />
          <button type="submit" class="button">
            {props.hasPassword ? 'Change password' : 'Set password'}
          </button>
        </form>
      </section>
      {props.email ? <EmailSection csrf={props.csrf} {...props.email} hasPassword={props.hasPassword} /> : null}
      <RecoveryCodes csrf={props.csrf} {...props.recovery} hasPassword={props.hasPassword} />
      <LinkedAccounts csrf={props.csrf} links={props.links} hasPassword={props.hasPassword} />
      <Sessions csrf={props.csrf} sessions={props.sessions} />
      <section aria-labelledby="data-heading">
        <h2 id="data-heading">Your data</h2>
        <p>
          Download everything, bring in an export from Nametag or PluralKit, or move in from pronouns.cc:{' '}
          <a href="/settings/data">export and import</a>.
        </p>
      </section>
      <section aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">API tokens</h2>
        {props.newToken ? (
          <div class="notice" role="status">
            <p>Your new token — copy it now, it is shown only once:</p>
            <p>
              <code class="secret" id="new-token">
                {props.newToken}
              </code>
            </p>
          </div>
        ) : null}
        <form method="post" action="/settings/tokens">
          <Csrf token={props.csrf} />
          <TextField name="token_name" label="Name (optional)" value="" errors={{}} maxLength={100} />
          <Checkbox name="read_only" label="Read-only" checked={false} />
          <div class="control">
            <label for="f-expires">Expires</label>
            <select id="f-expires" name="expires">
              <option value="">Never</option>
              <option value="86400">In a day</option>
              <option value="2592000">In 30 days</option>
              <option value="31536000">In a year</option>
            </select>
          </div>
          <button type="submit" class="button">
            Create token
          </button>
        </form>
        {props.tokens.length === 0 ? (
          <p class="hint">No API tokens yet.</p>
        ) : (
          <table class="tokens">
            <caption class="visually-hidden">Your tokens</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Access</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {props.tokens.map((token) => (
                <tr>
                  <td>{token.name ?? (token.current ? 'This browser' : 'Session')}</td>
                  <td>{token.read_only ? 'read-only' : 'read and write'}</td>
                  <td>{token.created}</td>
                  <td>{token.expires ?? 'never'}</td>
                  <td>
                    {token.current ? (
                      <span class="hint">this session</span>
                    ) : (
                      <form method="post" action={`/settings/tokens/${token.id}/revoke`} class="inline">
                        <Csrf token={props.csrf} />
                        <button
                          type="submit"
                          class="button secondary small"
                          aria-label={`Revoke token ${token.name ?? token.id}`}
                        >
                          Revoke
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
          <h2 id="invites-heading">Invites</h2>
          {props.newInvite ? (
            <div class="notice" role="status">
              <p>Your new invite code — copy it now, it is shown only once:</p>
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
              Create an invite
            </button>
          </form>
          <ul>
            {props.invites.map((invite) => (
              <li>
                Created {invite.created}, {invite.used ? 'used' : 'not used yet'}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section class="danger" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete your account</h2>
        <p>Your page and all your members disappear at once; the data is removed for good after 30 days.</p>
        <form method="post" action="/settings/delete">
          <Csrf token={props.csrf} />
          <TextField name="confirm" label="Type your username to confirm" value="" errors={{}} autocomplete="off" />
          <button type="submit" class="button danger">
            Delete my account
          </button>
        </form>
      </section>
    </section>
  );
}
