/**
 * Two-factor log-in in the browser (docs/LOGIN.md, "Two-factor log-in"): the log-in's second step,
 * the settings page of the second factors, and its line on the settings page. Plain forms work
 * without a script; passkeys need the browser's WebAuthn, so their buttons are hidden until
 * two-factor.js shows them.
 */
import type { VNode } from 'preact';
import { Checkbox, Csrf, ErrorSummary, type FieldErrors, Notice, TextField } from './form-controls.js';
import { useMessages } from './messages.js';

/** The second step of a log-in: the code field (an app's code or a recovery code) and, with a script, a passkey. */
export function SecondFactorPage(props: {
  csrf: string;
  ticket: string;
  username: string;
  passkey: boolean;
  totp: boolean;
  message: string | null;
  errors: FieldErrors;
  scripts: string[];
}) {
  const { t, rich } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('twoFactor.step.title')}</h1>
      <ErrorSummary
        message={props.message ?? (Object.keys(props.errors).length > 0 ? t('twoFactor.step.problem') : null)}
        errors={props.errors}
      />
      <p>
        {props.username === ''
          ? t(props.totp ? 'twoFactor.step.leadAnon' : 'twoFactor.step.leadNoAppAnon')
          : t(props.totp ? 'twoFactor.step.lead' : 'twoFactor.step.leadNoApp', { username: props.username })}
      </p>
      <form method="post" action="/login/second-factor">
        <Csrf token={props.csrf} />
        <input type="hidden" name="ticket" value={props.ticket} />
        <input type="hidden" name="username" value={props.username} />
        <TextField
          name="code"
          label={t('twoFactor.step.code')}
          hint={t('twoFactor.step.codeHint')}
          value=""
          errors={props.errors}
          autocomplete="one-time-code"
          maxLength={64}
          required
        />
        <p class="actions">
          <button type="submit" class="button">
            {t('twoFactor.step.submit')}
          </button>
        </p>
      </form>
      {props.passkey ? (
        <div class="passkey-step" data-passkey-second={props.ticket} hidden>
          <p>
            <button type="button" class="button secondary" data-passkey-button>
              {t('twoFactor.step.passkey')}
            </button>
          </p>
          <p class="hint" data-passkey-problem={t('twoFactor.passkey.failed')} role="status" />
        </div>
      ) : null}
      <p>{rich<VNode>('twoFactor.step.again', { link: (words) => <a href="/login">{words}</a> })}</p>
      {props.passkey ? <Scripts urls={props.scripts} /> : null}
    </section>
  );
}

/** The passkey pages' scripts, after their content (deferred, as the layout's). */
export function Scripts({ urls }: { urls: string[] }) {
  return (
    <>
      {urls.map((url) => (
        <script src={url} defer />
      ))}
    </>
  );
}

/** The log-in page's passkey button, shown by two-factor.js where the browser has WebAuthn. */
export function PasskeyLogin({ scripts }: { scripts: string[] }) {
  const { t } = useMessages();
  return (
    <div class="passkey-login" data-passkey-login hidden>
      <p>
        <button type="button" class="button secondary" data-passkey-button>
          {t('login.passkey')}
        </button>
      </p>
      <p class="hint" data-passkey-problem={t('twoFactor.passkey.failed')} role="status" />
      <Scripts urls={scripts} />
    </div>
  );
}

/** The settings page's line: whether two-factor log-in is on, and the way to its page. */
export function TwoFactorSummary({ on }: { on: boolean }) {
  const { t, rich } = useMessages();
  return (
    <section aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">{t('twoFactor.title')}</h2>
      <p>
        {rich<VNode>(on ? 'twoFactor.summary.on' : 'twoFactor.summary.off', {
          link: (words) => <a href="/settings/two-factor">{words}</a>,
        })}
      </p>
    </section>
  );
}

export interface PasskeyLine {
  id: string;
  name: string;
  added: string;
  lastUsed: string | null;
}

export interface TwoFactorPageProps {
  csrf: string;
  notice: string | null;
  message: string | null;
  errors: FieldErrors;
  totp: 'off' | 'pending' | 'on';
  setup: { key: string; qrSvg: string } | null;
  passkeys: PasskeyLine[];
  askAfterProvider: boolean;
  hasLinks: boolean;
  hasPassword: boolean;
  recoveryLeft: number;
  on: boolean;
  scripts: string[];
}

/**
 * What turning a factor off asks for: the password or a current code of the app, whichever the account
 * has (an account with neither, made through a linked account with only passkeys, is asked nothing).
 */
function ProofField(props: { id: string; errors: FieldErrors; hasPassword: boolean; totpOn: boolean }) {
  const { t } = useMessages();
  if (!props.hasPassword && !props.totpOn) return null;
  const label = !props.totpOn
    ? t('twoFactor.proof.password')
    : props.hasPassword
      ? t('twoFactor.proof.label')
      : t('twoFactor.proof.codeOnly');
  return (
    <TextField
      id={props.id}
      name="proof"
      label={label}
      type="password"
      value=""
      errors={props.errors}
      autocomplete={props.totpOn ? 'off' : 'current-password'}
      maxLength={256}
      required
    />
  );
}

export function TwoFactorPage(props: TwoFactorPageProps) {
  const { t, rich } = useMessages();
  return (
    <section class="settings">
      <h1>{t('twoFactor.title')}</h1>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={props.message} errors={props.errors} />
      <p>{t(props.on ? 'twoFactor.lead.on' : 'twoFactor.lead.off')}</p>
      <section aria-labelledby="totp-heading">
        <h2 id="totp-heading">{t('twoFactor.totp.heading')}</h2>
        {props.totp === 'off' ? (
          <form method="post" action="/settings/two-factor/totp/start">
            <Csrf token={props.csrf} />
            <p>{t('twoFactor.totp.explain')}</p>
            <button type="submit" class="button">
              {t('twoFactor.totp.start')}
            </button>
          </form>
        ) : null}
        {props.totp === 'pending' && props.setup ? (
          <>
            <p>{t('twoFactor.totp.scan')}</p>
            <div class="qr" role="img" aria-label={t('twoFactor.totp.qrLabel')}>
              <div dangerouslySetInnerHTML={{ __html: props.setup.qrSvg }} />
            </div>
            <p>{t('twoFactor.totp.manual')}</p>
            <p>
              <code class="secret totp-key" data-totp-key>
                {props.setup.key}
              </code>
            </p>
            <form method="post" action="/settings/two-factor/totp/confirm">
              <Csrf token={props.csrf} />
              <TextField
                id="confirm-code"
                name="code"
                label={t('twoFactor.totp.confirmCode')}
                value=""
                errors={props.errors}
                autocomplete="one-time-code"
                maxLength={20}
                required
              />
              <p class="actions side-by-side">
                <button type="submit" class="button">
                  {t('twoFactor.totp.confirm')}
                </button>
              </p>
            </form>
            <form method="post" action="/settings/two-factor/totp/cancel">
              <Csrf token={props.csrf} />
              <button type="submit" class="button secondary">
                {t('twoFactor.totp.cancel')}
              </button>
            </form>
          </>
        ) : null}
        {props.totp === 'on' ? (
          <form method="post" action="/settings/two-factor/totp/off">
            <Csrf token={props.csrf} />
            <p>{t('twoFactor.totp.isOn')}</p>
            <ProofField id="totp-off-proof" errors={props.errors} hasPassword={props.hasPassword} totpOn />
            <button type="submit" class="button danger">
              {t('twoFactor.totp.off')}
            </button>
          </form>
        ) : null}
      </section>
      <section aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading">{t('twoFactor.passkeys.heading')}</h2>
        <p>{t('twoFactor.passkeys.explain')}</p>
        {props.passkeys.length > 0 ? (
          <ul class="passkeys">
            {props.passkeys.map((passkey) => (
              <li>
                <strong>{passkey.name}</strong>{' '}
                <span class="hint">
                  {passkey.lastUsed === null
                    ? t('twoFactor.passkeys.added', { day: passkey.added })
                    : t('twoFactor.passkeys.addedUsed', { day: passkey.added, used: passkey.lastUsed })}
                </span>
                <details class="passkey-remove">
                  <summary>{t('twoFactor.passkeys.remove', { name: passkey.name })}</summary>
                  <form method="post" action={`/settings/two-factor/passkeys/${encodeURIComponent(passkey.id)}/remove`}>
                    <Csrf token={props.csrf} />
                    <ProofField
                      id={`proof-${passkey.id}`}
                      errors={{}}
                      hasPassword={props.hasPassword}
                      totpOn={props.totp === 'on'}
                    />
                    <button type="submit" class="button danger">
                      {t('twoFactor.passkeys.remove', { name: passkey.name })}
                    </button>
                  </form>
                </details>
              </li>
            ))}
          </ul>
        ) : null}
        <form class="passkey-add" data-passkey-add hidden>
          <TextField
            id="passkey-name"
            name="passkey_name"
            label={t('twoFactor.passkeys.name')}
            value=""
            errors={{}}
            maxLength={60}
          />
          <button type="submit" class="button" data-passkey-button>
            {t('twoFactor.passkeys.add')}
          </button>
          <p class="hint" data-passkey-problem={t('twoFactor.passkey.failed')} role="status" />
        </form>
        <p class="hint" data-passkey-needs-script>
          {t('twoFactor.passkeys.needsScript')}
        </p>
      </section>
      {props.on ? (
        <section aria-labelledby="recovery-hint-heading">
          <h2 id="recovery-hint-heading">{t('twoFactor.recovery.heading')}</h2>
          <p>
            {rich<VNode>(props.recoveryLeft > 0 ? 'twoFactor.recovery.left' : 'twoFactor.recovery.none', {
              count: props.recoveryLeft,
              link: (words) => <a href="/settings#recovery-heading">{words}</a>,
            })}
          </p>
        </section>
      ) : null}
      {props.hasLinks ? (
        <section aria-labelledby="provider-heading">
          <h2 id="provider-heading">{t('twoFactor.provider.heading')}</h2>
          <form method="post" action="/settings/two-factor/provider">
            <Csrf token={props.csrf} />
            <Checkbox name="ask" label={t('twoFactor.provider.ask')} checked={props.askAfterProvider} />
            <button type="submit" class="button">
              {t('twoFactor.provider.save')}
            </button>
          </form>
        </section>
      ) : null}
      <p>
        <a href="/settings">{t('twoFactor.back')}</a>
      </p>
      <Scripts urls={props.scripts} />
    </section>
  );
}
