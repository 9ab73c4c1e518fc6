/**
 * The Audiences page (settings): the owner's audiences, each with its share links (a new link's
 * address shown once), where entries marked friends only go, and the way to preview the page as each
 * audience sees it. Every action is a plain form; the page comes back with what was typed on error.
 */
import type { ComponentChildren, VNode } from 'preact';
import { Csrf, ErrorSummary, type FieldErrors, idOf, Notice, Select, TextField } from './form-controls.js';
import { useMessages } from './messages.js';

export interface ShareLinkRow {
  id: string;
  /** The day it was made, as the page's language writes it. */
  made: string;
  /** Its last day as written, or null: no end. */
  ends: string | null;
  /** Its last day as a date input holds it (YYYY-MM-DD), or ''. */
  endsValue: string;
  state: 'open' | 'expired' | 'revoked';
  /** The day it was revoked (or replaced), as written. */
  stoppedOn: string | null;
}

export interface AudienceRow {
  id: string;
  name: string;
  links: ShareLinkRow[];
}

export interface AudiencesPageProps {
  csrf: string;
  audiences: AudienceRow[];
  /** The audience entries marked friends only go to (its ID), or null. */
  friendsAudience: string | null;
  notice: string | null;
  /** A problem that stands beside no field. */
  message: string | null;
  /** Sentences by the key of the field they are about: `name`, `rename-{id}`, `expiry-{id}`, `link-expiry-{id}`. */
  errors: FieldErrors;
  /** What was typed in a form that did not go through, by the same keys. */
  typed: Record<string, string>;
  /** A link just made (or made by replacing one): its address, shown this once. */
  newLink: { audienceId: string; url: string } | null;
}

const typedOr = (typed: Record<string, string>, key: string, fallback: string) =>
  Object.hasOwn(typed, key) ? typed[key]! : fallback;

export function AudiencesPage(props: AudiencesPageProps) {
  const { t, rich } = useMessages();
  return (
    <section class="settings audiences">
      <h1>{t('audiences.title')}</h1>
      <p>{t('audiences.lead')}</p>
      <p>{rich<VNode>('audiences.editorLink', { link: (words) => <a href="/edit/profile">{words}</a> })}</p>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={props.message} errors={props.errors} />
      <p>
        <a href="/settings/audiences/preview?as=public">{t('audiences.preview.public')}</a>
      </p>
      <section aria-labelledby="new-audience-heading">
        <h2 id="new-audience-heading">{t('audiences.new.heading')}</h2>
        <form method="post" action="/settings/audiences">
          <Csrf token={props.csrf} />
          <TextField
            name="name"
            label={t('audiences.new.name')}
            value={typedOr(props.typed, 'name', '')}
            errors={props.errors}
            hint={t('audiences.new.hint')}
            autocomplete="off"
          />
          <button type="submit" class="button">
            {t('audiences.new.submit')}
          </button>
        </form>
      </section>
      {props.audiences.length === 0 ? <p class="hint">{t('audiences.none')}</p> : null}
      {props.audiences.map((audience) => (
        <Audience audience={audience} {...props} />
      ))}
      {props.audiences.length > 0 ? <FriendsOnly {...props} /> : null}
    </section>
  );
}

/** Where entries marked friends only go: no audience (a label, public), or one. */
function FriendsOnly(props: AudiencesPageProps) {
  const { t } = useMessages();
  return (
    <section aria-labelledby="friends-heading">
      <h2 id="friends-heading">{t('audiences.friends.heading')}</h2>
      <form method="post" action="/settings/audiences/friends">
        <Csrf token={props.csrf} />
        <Select
          name="friends_audience"
          label={t('audiences.friends.label')}
          value={typedOr(props.typed, 'friends_audience', props.friendsAudience ?? '')}
          options={[
            { value: '', label: t('audiences.friends.none') },
            ...props.audiences.map((audience) => ({ value: audience.id, label: audience.name })),
          ]}
          errors={props.errors}
        />
        <p class="hint">{t('audiences.friends.hint')}</p>
        <button type="submit" class="button">
          {t('audiences.friends.submit')}
        </button>
      </form>
    </section>
  );
}

function Audience(props: AudiencesPageProps & { audience: AudienceRow }) {
  const { t } = useMessages();
  const { audience, csrf, errors, typed } = props;
  const heading = `audience-${audience.id}`;
  const renameKey = `rename-${audience.id}`;
  const expiryKey = `expiry-${audience.id}`;
  const shown = props.newLink?.audienceId === audience.id ? props.newLink.url : null;
  return (
    <section class="audience" aria-labelledby={heading}>
      <h2 id={heading}>{audience.name}</h2>
      <p>
        <a href={`/settings/audiences/preview?as=${audience.id}`}>
          {t('audiences.preview.link', { name: audience.name })}
        </a>
      </p>
      {shown !== null ? <NewLink url={shown} name={audience.name} /> : null}
      <h3>{t('audiences.links.heading', { name: audience.name })}</h3>
      {audience.links.length === 0 ? (
        <p class="hint">{t('audiences.links.none')}</p>
      ) : (
        <ul class="share-links">
          {audience.links.map((link) => (
            <ShareLink link={link} csrf={csrf} errors={errors} typed={typed} />
          ))}
        </ul>
      )}
      <form method="post" action={`/settings/audiences/${audience.id}/links`}>
        <Csrf token={csrf} />
        <TextField
          name="expires_on"
          id={idOf(expiryKey)}
          path={expiryKey}
          type="date"
          label={t('audiences.links.new.expiry')}
          value={typedOr(typed, expiryKey, '')}
          errors={errors}
          hint={t('audiences.links.new.expiry.hint')}
        />
        <button type="submit" class="button">
          {t('audiences.links.new.submit')}
        </button>
      </form>
      <form method="post" action={`/settings/audiences/${audience.id}/rename`} class="fields-and-button">
        <Csrf token={csrf} />
        <TextField
          name="name"
          id={idOf(renameKey)}
          path={renameKey}
          label={t('audiences.rename.label', { name: audience.name })}
          value={typedOr(typed, renameKey, audience.name)}
          errors={errors}
          autocomplete="off"
        />
        <button type="submit" class="button secondary">
          {t('audiences.rename.submit')}
        </button>
      </form>
      <div class="danger boxed" data-confirm={t('audiences.delete.question', { name: audience.name })}>
        <h3>{t('audiences.delete.heading', { name: audience.name })}</h3>
        <p>{t('audiences.delete.lead', { name: audience.name })}</p>
        <form method="post" action={`/settings/audiences/${audience.id}/delete`}>
          <Csrf token={csrf} />
          <button type="submit" class="button danger">
            {t('audiences.delete.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}

/** A new link's address, once: in a box to select, with a Copy button where the browser allows one. */
function NewLink({ url, name }: { url: string; name: string }) {
  const { t } = useMessages();
  return (
    <div class="notice new-share-link" role="status">
      <p>{t('audiences.links.shown', { name })}</p>
      <label for="new-share-link" class="visually-hidden">
        {t('audiences.links.shownLabel', { name })}
      </label>
      <input id="new-share-link" class="secret" type="text" readonly value={url} />
      <button
        type="button"
        class="button secondary"
        data-copy="new-share-link"
        data-copied={t('audiences.links.copied')}
        data-copy-failed={t('audiences.links.copyFailed')}
        hidden
      >
        {t('audiences.links.copy')}
      </button>
    </div>
  );
}

/** A link's last day: its label above, the day and its buttons on one line, the problem below. */
function LinkExpiry(props: { id: string; label: string; error: string | undefined; children: ComponentChildren }) {
  return (
    <div class={`control${props.error ? ' invalid' : ''}`}>
      <label for={props.id}>{props.label}</label>
      <span class="day-and-buttons">{props.children}</span>
      {props.error ? (
        <p class="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function ShareLink({
  link,
  csrf,
  errors,
  typed,
}: {
  link: ShareLinkRow;
  csrf: string;
  errors: FieldErrors;
  typed: Record<string, string>;
}) {
  const { t } = useMessages();
  const key = `link-expiry-${link.id}`;
  const state =
    link.state === 'open'
      ? t('audiences.links.open')
      : link.state === 'expired'
        ? t('audiences.links.expired')
        : t('audiences.links.revoked', { date: link.stoppedOn ?? '' });
  return (
    <li class={`share-link ${link.state}`}>
      <dl class="link-facts">
        <div>
          <dt>{t('audiences.links.made')}</dt>
          <dd>{link.made}</dd>
        </div>
        {link.state === 'revoked' ? null : (
          <div>
            <dt>{t('audiences.links.ends')}</dt>
            <dd>{link.ends ?? t('audiences.links.noEnd')}</dd>
          </div>
        )}
        <div>
          <dt>{t('audiences.links.state')}</dt>
          <dd>
            <span class={`badge ${link.state}`}>{state}</span>
          </dd>
        </div>
      </dl>
      {link.state === 'open' ? (
        <div class="link-actions">
          <form method="post" action={`/settings/audiences/links/${link.id}/expiry`} class="link-expiry">
            <Csrf token={csrf} />
            <LinkExpiry id={idOf(key)} label={t('audiences.links.expiry', { date: link.made })} error={errors[key]}>
              <input
                id={idOf(key)}
                name="expires_on"
                type="date"
                value={typedOr(typed, key, link.endsValue)}
                aria-invalid={errors[key] ? 'true' : undefined}
                aria-describedby={errors[key] ? `${idOf(key)}-error` : undefined}
              />
              <button type="submit" name="action" value="set" class="button secondary small">
                {t('audiences.links.setExpiry')}
              </button>
              {link.ends !== null ? (
                <button type="submit" name="action" value="clear" class="button secondary small">
                  {t('audiences.links.clearExpiry')}
                </button>
              ) : null}
            </LinkExpiry>
          </form>
          <form method="post" action={`/settings/audiences/links/${link.id}/rotate`} class="inline">
            <Csrf token={csrf} />
            <button
              type="submit"
              class="button secondary small"
              aria-label={t('audiences.links.rotateLabel', { date: link.made })}
            >
              {t('audiences.links.rotate')}
            </button>
          </form>
          <form method="post" action={`/settings/audiences/links/${link.id}/revoke`} class="inline">
            <Csrf token={csrf} />
            <button
              type="submit"
              class="button danger small"
              aria-label={t('audiences.links.revokeLabel', { date: link.made })}
            >
              {t('audiences.links.revoke')}
            </button>
          </form>
        </div>
      ) : null}
    </li>
  );
}
