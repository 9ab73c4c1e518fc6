/** Labelled form controls that show the API's message for their field right beside them. */
import type { ComponentChildren } from 'preact';
import { useMessages } from './messages.js';

/** Form field name ("names.2.value") → the sentence saying what is wrong with it. */
export type FieldErrors = Record<string, string>;

export function Csrf({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

/** The element ID of the control for a form field name (the enhancement script derives IDs the same way). */
export const idOf = (name: string) => `f-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The number of characters in a text as the API counts them (code points, not UTF-16 units). */
const lengthOf = (value: string) => [...value].length;

/**
 * Beside a box whose text is over its limit: how long it is and by how much too long, so nothing is
 * cut and nothing is a surprise at Save (the script keeps it up to date as one types).
 */
function OverLimit({ id, value, limit }: { id: string; value: string; limit: number | undefined }) {
  const { t, number } = useMessages();
  if (limit === undefined || lengthOf(value) <= limit) return null;
  const length = lengthOf(value);
  return (
    <p class="counter over" id={`${id}-counter`}>
      {t('editor.counter.over', { length: number(length), limit: number(limit), over: number(length - limit) })}
    </p>
  );
}

/** What describes a box to screen readers: its error (or else its hint), and its counter when over the limit. */
function describedBy(id: string, props: TextProps, error: string | undefined): string | undefined {
  const parts = [error ? `${id}-error` : props.hint ? `${id}-hint` : null];
  if (props.limit !== undefined && lengthOf(props.value) > props.limit) parts.push(`${id}-counter`);
  const named = parts.filter((part) => part !== null);
  return named.length > 0 ? named.join(' ') : undefined;
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p class="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

interface TextProps {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  /** The API field path for errors, when it differs from the form name. */
  path?: string;
  hint?: string;
  type?: 'text' | 'password' | 'url' | 'search' | 'date';
  maxLength?: number;
  /**
   * A length limit that is counted rather than enforced by the browser (maxlength cuts pasted text
   * silently): the text is sent whole, the server refuses more with its sentence, a counter beside
   * the box says by how much it is over, and the enhancement script counts as one types.
   */
  limit?: number;
  required?: boolean;
  autocomplete?: string;
  placeholder?: string;
  hideLabel?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  /** The element ID, when several forms of a page have a field of the same name. */
  id?: string;
  /** Takes the focus when the page opens (a page whose one field is in error, without a summary). */
  autofocus?: boolean;
}

export function TextField(props: TextProps) {
  const id = props.id ?? idOf(props.name);
  const error = props.errors[props.path ?? props.name];
  return (
    <div class={`control${error ? ' invalid' : ''}`}>
      <label for={id} class={props.hideLabel ? 'visually-hidden' : undefined}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={(props.type ?? 'text') as 'text'}
        value={props.value}
        maxLength={props.maxLength}
        data-max-length={props.limit}
        required={props.required}
        autocomplete={props.autocomplete}
        placeholder={props.placeholder}
        list={props.list}
        autofocus={props.autofocus}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, props, error)}
      />
      <OverLimit id={id} value={props.value} limit={props.limit} />
      {props.hint ? (
        <p class="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** The one field where a person chooses a password (sign-up, settings, recovery, a reset link). */
export function NewPasswordField(props: { label?: string; errors: FieldErrors; required?: boolean }) {
  const { t } = useMessages();
  return (
    <TextField
      name="password"
      label={props.label ?? t('form.newPassword')}
      type="password"
      value=""
      errors={props.errors}
      autocomplete="new-password"
      hint={t('form.newPassword.hint')}
      required={props.required}
    />
  );
}

export function TextArea(props: TextProps & { rows?: number }) {
  const id = idOf(props.name);
  const error = props.errors[props.path ?? props.name];
  return (
    <div class={`control${error ? ' invalid' : ''}`}>
      <label for={id}>{props.label}</label>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        data-max-length={props.limit}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, props, error)}
      >
        {props.value}
      </textarea>
      <OverLimit id={id} value={props.value} limit={props.limit} />
      {props.hint ? (
        <p class="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function Select(props: {
  name: string;
  label: string;
  value: string;
  /** `lang`: the language an option's label is written in, where it differs from the page's. */
  options: Array<{ value: string; label: string; lang?: string }>;
  errors: FieldErrors;
  path?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  const id = idOf(props.name);
  const error = props.errors[props.path ?? props.name];
  return (
    <div class={`control${props.className ? ` ${props.className}` : ''}${error ? ' invalid' : ''}`}>
      <label for={id} class={props.hideLabel ? 'visually-hidden' : undefined}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {props.options.map((option) => (
          <option value={option.value} lang={option.lang} selected={option.value === props.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function Checkbox(props: { name: string; label: string; checked: boolean; value?: string; hint?: string }) {
  const id = idOf(props.value ? `${props.name}-${props.value}` : props.name);
  return (
    <div class="control check">
      <input id={id} type="checkbox" name={props.name} value={props.value ?? 'on'} checked={props.checked} />
      <label for={id}>{props.label}</label>
      {props.hint ? <p class="hint">{props.hint}</p> : null}
    </div>
  );
}

/**
 * What went wrong, at the top of the form: a general message and a link to each field in error (the
 * sentence itself also stands beside the field). It takes the focus when the page opens, so screen
 * readers read it first and the keyboard starts from it.
 */
export function ErrorSummary({ message, errors = {} }: { message: string | null; errors?: FieldErrors }) {
  const { t } = useMessages();
  const fields = Object.entries(errors);
  if (!message && fields.length === 0) return null;
  return (
    <div class="alert error-summary" role="alert" tabindex={-1} autofocus aria-labelledby="error-summary-title">
      <p id="error-summary-title" class="alert-title">
        {fields.length > 0 ? (message ?? t('form.problemSummary')) : message}
      </p>
      {fields.length > 0 ? (
        <ul>
          {fields.map(([name, sentence]) => (
            <li>
              <a href={`#${idOf(name)}`}>{sentence}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Notice({ children }: { children: ComponentChildren }) {
  return (
    <div class="notice" role="status">
      {children}
    </div>
  );
}

/** The username of a new account, with its rules (sign-up with a password or through a provider). */
export function NewUsernameField({ value, errors }: { value: string; errors: FieldErrors }) {
  const { t } = useMessages();
  return (
    <TextField
      name="username"
      label={t('form.username')}
      value={value}
      errors={errors}
      autocomplete="username"
      hint={t('form.username.hint')}
      required
    />
  );
}

/** The end of a sign-up form: the invite when the instance needs one, and the button. */
export function InviteAndCreate({
  needsInvite,
  invite,
  errors,
}: {
  needsInvite: boolean;
  invite: string;
  errors: FieldErrors;
}) {
  const { t } = useMessages();
  return (
    <>
      {needsInvite ? (
        <TextField name="invite" label={t('form.invite')} value={invite} errors={errors} required />
      ) : null}
      <p class="actions">
        <button type="submit" class="button">
          {t('form.createAccount')}
        </button>
      </p>
    </>
  );
}
