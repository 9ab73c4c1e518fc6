/** The pages of mailed links: "forgot password", a new password from a link, an address confirmed. */
import type { VNode } from 'preact';
import { Csrf, ErrorSummary, type FieldErrors, NewPasswordField, Notice, TextField } from './form-controls.js';
import { useMessages } from './messages.js';

export function ForgotPage(props: { csrf: string; login: string; notice: string | null; errors: FieldErrors }) {
  const { t, rich } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('forgot.title')}</h1>
      <p>{t('forgot.intro')}</p>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={null} errors={props.errors} />
      <form method="post" action="/forgot">
        <Csrf token={props.csrf} />
        <TextField
          name="login"
          label={t('login.usernameOrEmail')}
          value={props.login}
          errors={props.errors}
          autocomplete="username"
          required
        />
        <p class="actions">
          <button type="submit" class="button">
            {t('forgot.submit')}
          </button>
        </p>
      </form>
      <p class="hint">{rich<VNode>('forgot.noAddress', { link: (words) => <a href="/recover">{words}</a> })}</p>
    </section>
  );
}

/**
 * /forgot on a server that sends no mail: no link can come, so the page says what can be done instead
 * (a recovery code, a linked account, the people who run the server).
 */
export function ForgotWithoutMailPage({ host, linkedAccounts }: { host: string; linkedAccounts: boolean }) {
  const { t, rich } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('forgot.noMail.title')}</h1>
      <p>{t('forgot.noMail.intro')}</p>
      <ul>
        <li>{rich<VNode>('forgot.noMail.code', { link: (words) => <a href="/recover">{words}</a> })}</li>
        {linkedAccounts ? (
          <li>{rich<VNode>('forgot.noMail.linked', { link: (words) => <a href="/login">{words}</a> })}</li>
        ) : null}
        <li>{t('forgot.noMail.operator', { host })}</li>
      </ul>
    </section>
  );
}

export function ResetPasswordPage(props: { csrf: string; token: string; errors: FieldErrors; message: string | null }) {
  const { t } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('reset.title')}</h1>
      <ErrorSummary message={props.message} errors={props.errors} />
      <form method="post" action="/reset-password">
        <Csrf token={props.csrf} />
        <input type="hidden" name="token" value={props.token} />
        <NewPasswordField errors={props.errors} required />
        <p class="actions">
          <button type="submit" class="button">
            {t('password.setAndLogIn')}
          </button>
        </p>
      </form>
      <p class="hint">{t('password.othersLoggedOut')}</p>
    </section>
  );
}

/** A confirmation link opens this page; the address is confirmed by its button (a link alone changes nothing). */
export function VerifyEmailPage(props: { csrf: string; token: string; done: string | null; message: string | null }) {
  const { t, rich } = useMessages();
  const done = props.done;
  return (
    <section class="narrow">
      <h1>{t('verify.title')}</h1>
      {done ? <Notice>{rich<VNode>('verify.done', { address: () => <strong>{done}</strong> })}</Notice> : null}
      {done ? (
        <p>
          <a href="/settings#email-heading">{t('verify.back')}</a>
        </p>
      ) : (
        <>
          <ErrorSummary message={props.message} />
          {props.message ? (
            <p>
              {rich<VNode>('verify.askAgain', {
                link: (words) => <a href="/settings#email-heading">{words}</a>,
              })}
            </p>
          ) : (
            <form method="post" action="/verify-email">
              <Csrf token={props.csrf} />
              <input type="hidden" name="token" value={props.token} />
              <button type="submit" class="button">
                {t('verify.submit')}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}

/** Settings: the account's address, one waiting for confirmation, and the forms to change or remove it. */
export function EmailSection(props: {
  csrf: string;
  email: string | null;
  pending: string | null;
  typed: string;
  errors: FieldErrors;
  hasPassword: boolean;
}) {
  const { t } = useMessages();
  return (
    <section aria-labelledby="email-heading">
      <h2 id="email-heading">{t('settings.email.heading')}</h2>
      <p>{props.email ? t('settings.email.current', { address: props.email }) : t('settings.email.none')}</p>
      {props.pending ? <p class="hint">{t('settings.email.pending', { address: props.pending })}</p> : null}
      <form method="post" action="/settings/email">
        <Csrf token={props.csrf} />
        <TextField
          name="email"
          label={props.email ? t('settings.email.new') : t('settings.email.yours')}
          type="text"
          value={props.typed}
          errors={props.errors}
          autocomplete="email"
        />
        {props.hasPassword ? (
          <TextField
            name="email_password"
            label={t('settings.currentPassword')}
            type="password"
            value=""
            errors={props.errors}
            autocomplete="current-password"
            hint={t('settings.email.password.hint')}
          />
        ) : null}
        <button type="submit" class="button">
          {t('settings.email.submit')}
        </button>
      </form>
      {props.email || props.pending ? (
        <form method="post" action="/settings/email/remove">
          <Csrf token={props.csrf} />
          <button type="submit" class="button secondary">
            {t('settings.email.remove')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
