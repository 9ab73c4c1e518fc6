/** The pages of mailed links: "forgot password", a new password from a link, an address confirmed. */
import { Csrf, ErrorSummary, type FieldErrors, NewPasswordField, Notice, TextField } from './form-controls.js';

export function ForgotPage(props: { csrf: string; login: string; notice: string | null; errors: FieldErrors }) {
  return (
    <section class="narrow">
      <h1>Get a link by e-mail</h1>
      <p>
        If your account has a confirmed e-mail address, we mail it a link to set a new password. It works once, for 30
        minutes, and logs out every browser where you are signed in.
      </p>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={null} errors={props.errors} />
      <form method="post" action="/forgot">
        <Csrf token={props.csrf} />
        <TextField
          name="login"
          label="Username or e-mail address"
          value={props.login}
          errors={props.errors}
          autocomplete="username"
          required
        />
        <p class="actions">
          <button type="submit" class="button">
            Mail me a link
          </button>
        </p>
      </form>
      <p class="hint">
        No address on your account? <a href="/recover">Use a recovery code</a>.
      </p>
    </section>
  );
}

export function ResetPasswordPage(props: { csrf: string; token: string; errors: FieldErrors; message: string | null }) {
  return (
    <section class="narrow">
      <h1>Set a new password</h1>
      <ErrorSummary message={props.message} errors={props.errors} />
      <form method="post" action="/reset-password">
        <Csrf token={props.csrf} />
        <input type="hidden" name="token" value={props.token} />
        <NewPasswordField errors={props.errors} required />
        <p class="actions">
          <button type="submit" class="button">
            Set the new password and log in
          </button>
        </p>
      </form>
      <p class="hint">Every other browser where you are signed in is logged out.</p>
    </section>
  );
}

/** A confirmation link opens this page; the address is confirmed by its button (a link alone changes nothing). */
export function VerifyEmailPage(props: { csrf: string; token: string; done: string | null; message: string | null }) {
  return (
    <section class="narrow">
      <h1>Confirm your e-mail address</h1>
      {props.done ? (
        <Notice>
          <strong>{props.done}</strong> is now your account's address: you can log in with it, and get a link there if
          you forget your password.
        </Notice>
      ) : null}
      {props.done ? (
        <p>
          <a href="/settings#email-heading">Back to settings</a>
        </p>
      ) : (
        <>
          <ErrorSummary message={props.message} />
          {props.message ? (
            <p>
              Ask for a new link in <a href="/settings#email-heading">Settings</a>.
            </p>
          ) : (
            <form method="post" action="/verify-email">
              <Csrf token={props.csrf} />
              <input type="hidden" name="token" value={props.token} />
              <button type="submit" class="button">
                Confirm the address
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
  return (
    <section aria-labelledby="email-heading">
      <h2 id="email-heading">E-mail address</h2>
      <p>
        {props.email
          ? `Your address is ${props.email}: you can log in with it, and get a link there if you forget your password.`
          : 'No address yet. With one, you can log in with it and get a link there if you forget your password.'}{' '}
        Nobody else sees it.
      </p>
      {props.pending ? (
        <p class="hint">A confirmation link was mailed to {props.pending}: open it within a day to use that address.</p>
      ) : null}
      <form method="post" action="/settings/email">
        <Csrf token={props.csrf} />
        <TextField
          name="email"
          label={props.email ? 'A new address' : 'Your address'}
          type="text"
          value={props.typed}
          errors={props.errors}
          autocomplete="email"
        />
        {props.hasPassword ? (
          <TextField
            name="email_password"
            label="Your current password"
            type="password"
            value=""
            errors={props.errors}
            autocomplete="current-password"
            hint="The address can reset your password, so changing it asks for the one you have."
          />
        ) : null}
        <button type="submit" class="button">
          Mail me a confirmation link
        </button>
      </form>
      {props.email || props.pending ? (
        <form method="post" action="/settings/email/remove">
          <Csrf token={props.csrf} />
          <button type="submit" class="button secondary">
            Remove the address
          </button>
        </form>
      ) : null}
    </section>
  );
}
