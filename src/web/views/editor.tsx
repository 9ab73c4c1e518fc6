/**
 * The profile editor (users and members): one form in sections (About, Names & pronouns, Fields,
 * Flags, Preferences) with the avatar inside it, so one Save keeps everything and a failed save gives
 * every input back. Each list has Add, Remove and move buttons that work without JavaScript (the form
 * comes back with the change and nothing saved); the enhancement script does the same in place.
 */
import type { ComponentChildren, VNode } from 'preact';
import { BUILT_IN_PREFERENCES, LIMITS } from '../../profiles/rules/profile-types.js';
import { pronounDisplayText } from '../../profiles/rules/pronoun-display.js';
import type { EntryDraft, FieldDraft, PreferenceDraft, PronounDraft, ProfileDraft } from './view-types.js';
import {
  Checkbox,
  Csrf,
  ErrorSummary,
  type FieldErrors,
  idOf,
  Notice,
  Select,
  TextArea,
  TextField,
} from './form-controls.js';
import { Icon } from './icon.js';
import { ICON_CHOICES } from './icon-choices.js';
import { ListSearch, Pager } from './pager.js';
import type { Paged } from './paging.js';
import { isIcon } from './icons.js';

export interface EditorProps {
  kind: 'user' | 'member';
  action: string;
  draft: ProfileDraft;
  flagLibrary: Array<{ id: string; name: string; url: string }>;
  /** Sentences by form field name ("names.2.value"), each also listed in the summary. */
  errors: FieldErrors;
  /** A sentence about the whole form (not one field), or null. */
  message: string | null;
  /** What the page says on top: saved, or changed but not saved yet. */
  state: 'saved' | 'unsaved' | null;
  csrf: string;
  heading: string;
  viewUrl: string | null;
  /** Users: a page of their members, to edit or add; members: null. */
  members: Paged<EditorMember> | null;
  /** Members being edited: the ID, for the delete form. */
  memberId: string | null;
  avatar: AvatarState;
  /** Members: the owner's custom preferences, which their entries can use; users: null (their draft's). */
  ownerPreferences: PreferenceDraft[] | null;
  /** An empty preference row with a fresh key (users only), for the blank row and for adding. */
  blankPreference: PreferenceDraft;
  /** Just signed up: the page opens with a welcome that walks through a first profile. */
  welcome: { name: string; pageUrl: string } | null;
}

function Welcome({ name, pageUrl }: { name: string; pageUrl: string }) {
  return (
    <section class="notice welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">Welcome, @{name}!</h2>
      <p>
        Your page is at <a href={pageUrl}>{pageUrl}</a>. It is empty for now; three steps make it yours:
      </p>
      <ol>
        <li>
          <a href="#names-pronouns">Your names and pronouns</a>, each with how you feel about it (favourite, okay,
          jokingly…).
        </li>
        <li>
          <a href="#about">A display name, a picture and a few words</a> — all optional.
        </li>
        <li>Save, then share the short link your page shows you.</li>
      </ol>
      <p class="hint">Fields, flags, your own preferences and members can come any time later.</p>
      <p>
        <strong>Before you go:</strong> <a href="/settings#recovery-heading">make your recovery codes</a> and keep them
        somewhere safe. They get you back in if you forget your password or lose the account you signed up with.
      </p>
    </section>
  );
}

export interface EditorMember {
  id: string;
  name: string;
  display_name: string | null;
  unlisted: boolean;
}

export interface AvatarState {
  /** The current avatar's URL, or null. */
  url: string | null;
  /** An image chosen in an earlier attempt that did not save: kept (as WebP, base64) until Save. */
  pending: string | null;
  /** "Remove the current avatar" was ticked. */
  remove: boolean;
}

/** The time zones a person can choose from (the IANA names this runtime knows, as the API accepts them). */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone')];

/** The largest image the avatar and flag inputs accept; checked in the browser before sending too. */
export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

type Choices = Array<{ value: string; label: string }>;

/** A list whose rows can be added, removed and moved; `render` draws one row's inputs. */
function RowList<T>(props: {
  list: string;
  rows: T[];
  /** How a row is called in button labels: "name" → "Remove name 3". */
  noun: string;
  addLabel: string;
  blank: T;
  limit: number;
  render: (row: T, key: string, number: number) => ComponentChildren;
  className?: string;
}) {
  const { list, rows, noun } = props;
  return (
    <div class="row-list">
      <ol class={`rows${props.className ? ` ${props.className}` : ''}`} data-list={list} data-noun={noun}>
        {rows.map((row, i) => (
          <Row list={list} index={i} count={rows.length} noun={noun}>
            {props.render(row, `${list}.${i}`, i + 1)}
          </Row>
        ))}
      </ol>
      <template data-template-for={list}>
        <Row list={list} index={rows.length} count={rows.length + 1} noun={noun}>
          {props.render(props.blank, `${list}.${rows.length}`, rows.length + 1)}
        </Row>
      </template>
      <button
        type="submit"
        name="edit"
        value={`${list}.add`}
        class="button secondary add-row"
        data-limit={props.limit}
        disabled={rows.length >= props.limit}
      >
        <Icon name="plus-lg" label={null} /> {props.addLabel}
      </button>
    </div>
  );
}

function Row(props: { list: string; index: number; count: number; noun: string; children: ComponentChildren }) {
  const { list, index, count, noun } = props;
  const key = `${list}.${index}`;
  const label = `${noun} ${index + 1}`;
  return (
    <li class="row" data-row={key}>
      <div class="row-inputs">{props.children}</div>
      <span class="row-buttons">
        <button
          type="submit"
          name="edit"
          value={`${key}.up`}
          class="icon-button"
          disabled={index === 0}
          aria-label={`Move ${label} up`}
          title={`Move ${label} up`}
        >
          <Icon name="arrow-up" label={null} />
        </button>
        <button
          type="submit"
          name="edit"
          value={`${key}.down`}
          class="icon-button"
          disabled={index === count - 1}
          aria-label={`Move ${label} down`}
          title={`Move ${label} down`}
        >
          <Icon name="arrow-down" label={null} />
        </button>
        <button
          type="submit"
          name="edit"
          value={`${key}.remove`}
          class="icon-button remove"
          aria-label={`Remove ${label}`}
          title={`Remove ${label}`}
        >
          <Icon name="x-lg" label={null} />
        </button>
      </span>
    </li>
  );
}

const BLANK_ENTRY: EntryDraft = { value: '', status: 'okay' };

function EntryInputs(props: {
  rowKey: string;
  label: string;
  row: EntryDraft;
  choices: Choices;
  errors: FieldErrors;
  placeholder?: string;
}) {
  const { rowKey, label, row, errors } = props;
  return (
    <>
      <TextField
        name={`${rowKey}.value`}
        label={label}
        hideLabel
        value={row.value}
        maxLength={LIMITS.entryValue}
        errors={errors}
        placeholder={props.placeholder}
      />
      <Select
        name={`${rowKey}.status`}
        label={`Preference for ${label.toLowerCase()}`}
        hideLabel
        value={row.status}
        options={props.choices}
        errors={errors}
        className="status"
      />
    </>
  );
}

function EntryList(props: {
  list: string;
  rows: EntryDraft[];
  noun: string;
  addLabel: string;
  choices: Choices;
  errors: FieldErrors;
  limit: number;
  placeholder?: string;
}) {
  const capitalised = props.noun.charAt(0).toUpperCase() + props.noun.slice(1);
  return (
    <RowList
      list={props.list}
      rows={props.rows}
      noun={props.noun}
      addLabel={props.addLabel}
      blank={BLANK_ENTRY}
      limit={props.limit}
      render={(row, key, number) => (
        <EntryInputs
          rowKey={key}
          label={`${capitalised} ${number}`}
          row={row}
          choices={props.choices}
          errors={props.errors}
          placeholder={props.placeholder}
        />
      )}
    />
  );
}

const BLANK_PRONOUN: PronounDraft = { value: '', display_text: '', status: 'okay' };

function PronounList({ rows, choices, errors }: { rows: PronounDraft[]; choices: Choices; errors: FieldErrors }) {
  return (
    <RowList
      list="pronouns"
      rows={rows}
      noun="pronouns"
      addLabel="Add pronouns"
      blank={BLANK_PRONOUN}
      limit={LIMITS.entries}
      render={(row, key, number) => (
        <>
          <TextField
            name={`${key}.value`}
            label={`Pronouns ${number}`}
            hideLabel
            value={row.value}
            maxLength={LIMITS.entryValue}
            errors={errors}
            placeholder="they/them/their/theirs/themselves"
          />
          <TextField
            name={`${key}.display_text`}
            label={`Shown as (pronouns ${number})`}
            hideLabel
            value={row.display_text}
            maxLength={LIMITS.entryValue}
            errors={errors}
            // What is shown when the box is empty: the first two forms, as the page will show them.
            placeholder={row.value.trim() ? pronounDisplayText({ pronouns: row.value }) : 'Shown as (optional)'}
          />
          <Select
            name={`${key}.status`}
            label={`Preference for pronouns ${number}`}
            hideLabel
            value={row.status}
            options={choices}
            errors={errors}
            className="status"
          />
        </>
      )}
    />
  );
}

const BLANK_FIELD: FieldDraft = { name: '', entries: [] };

function FieldList({ fields, choices, errors }: { fields: FieldDraft[]; choices: Choices; errors: FieldErrors }) {
  return (
    <RowList
      list="fields"
      rows={fields}
      noun="field"
      addLabel="Add a field"
      blank={BLANK_FIELD}
      limit={LIMITS.fields}
      className="field-blocks"
      render={(field, key, number) => (
        <fieldset class="field-block">
          <legend>{`Field ${number}`}</legend>
          <TextField
            name={`${key}.name`}
            label="Field name"
            value={field.name}
            maxLength={LIMITS.fieldName}
            errors={errors}
            placeholder="Honorifics, Titles, …"
          />
          <EntryList
            list={`${key}.entries`}
            rows={withBlank(field.entries, BLANK_ENTRY)}
            noun="entry"
            addLabel="Add an entry"
            choices={choices}
            errors={errors}
            limit={LIMITS.fieldEntries}
          />
        </fieldset>
      )}
    />
  );
}

const SIZES = [
  { value: 'large', label: 'Large' },
  { value: 'normal', label: 'Normal' },
  { value: 'small', label: 'Small' },
];

function PreferenceList({
  rows,
  errors,
  blank,
}: {
  rows: PreferenceDraft[];
  errors: FieldErrors;
  blank: PreferenceDraft;
}) {
  return (
    <RowList
      list="prefs"
      rows={rows}
      noun="preference"
      addLabel="Add a preference"
      blank={blank}
      limit={LIMITS.customPreferences}
      className="prefs"
      render={(row, key, number) => (
        <fieldset class="preference">
          <legend>{`Preference ${number}`}</legend>
          <input type="hidden" name={`${key}.id`} value={row.id} data-fresh-key />
          <TextField
            name={`${key}.tooltip`}
            label="Label"
            value={row.tooltip}
            maxLength={LIMITS.tooltip}
            errors={errors}
            hint="Shown when someone points at the icon, and read out by screen readers."
          />
          <div class="icon-choice">
            <TextField
              name={`${key}.icon`}
              label="Icon"
              value={row.icon}
              maxLength={LIMITS.icon}
              errors={errors}
              list="icon-names"
              autocomplete="off"
              hint="Type to search (heart, star, moon…) and choose; the icon appears beside."
            />
            <span class="preview" aria-hidden="true">
              {row.icon && isIcon(row.icon) ? <Icon name={row.icon} label={null} /> : null}
            </span>
          </div>
          <Select name={`${key}.size`} label="Text size" value={row.size} options={SIZES} errors={errors} />
          <Checkbox name={`${key}.muted`} label="Muted colour" checked={row.muted} />
          <Checkbox name={`${key}.favourite`} label="Counts as a favourite" checked={row.favourite} />
        </fieldset>
      )}
    />
  );
}

function LinkList({ links, errors }: { links: string[]; errors: FieldErrors }) {
  return (
    <RowList
      list="links"
      rows={links}
      noun="link"
      addLabel="Add a link"
      blank=""
      limit={LIMITS.links}
      render={(link, key, number) => (
        <TextField
          name={key}
          label={`Link ${number}`}
          hideLabel
          type="url"
          value={link}
          maxLength={LIMITS.link}
          errors={errors}
          placeholder="https://…"
        />
      )}
    />
  );
}

/**
 * The rows of a list with one empty row at the end, so there is always a place to type into. Lists of
 * large blocks (fields, preferences) get one only while they are empty: Add makes the next.
 */
function withBlank<T>(rows: T[], blank: T, isBlank: (row: T) => boolean = isBlankRow): T[] {
  const last = rows[rows.length - 1];
  return last !== undefined && isBlank(last) ? rows : [...rows, blank];
}

function isBlankRow(row: unknown): boolean {
  if (typeof row === 'string') return row === '';
  const record = row as Record<string, unknown>;
  return ['value', 'name', 'icon', 'tooltip'].every((key) => !record[key]);
}

function AvatarField({ avatar, errors }: { avatar: AvatarState; errors: FieldErrors }) {
  const id = idOf('avatar');
  const error = errors.avatar;
  const shown = avatar.pending ? `data:image/webp;base64,${avatar.pending}` : avatar.url;
  return (
    <fieldset class={`avatar-field${error ? ' invalid' : ''}`}>
      <legend>Avatar</legend>
      <div class="avatar-row">
        {shown ? (
          <img
            class="avatar"
            id="avatar-preview"
            src={shown}
            alt={avatar.pending ? 'The image you chose (not saved yet)' : 'Your current avatar'}
            width={64}
            height={64}
          />
        ) : (
          <span class="avatar placeholder" id="avatar-preview" aria-hidden="true" />
        )}
        <div class="control">
          <label for={id}>{avatar.pending || avatar.url ? 'Choose another image' : 'Choose an image'}</label>
          <input
            id={id}
            type="file"
            name="avatar"
            accept={IMAGE_TYPES}
            data-max-bytes={UPLOAD_LIMIT_BYTES}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          />
          <p class="hint" id={`${id}-hint`}>
            PNG, JPEG, GIF or WebP, up to 2 MB. It is uploaded when you save.
          </p>
          {error ? (
            <p class="field-error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
      {avatar.pending ? (
        <>
          <input type="hidden" name="avatar_pending" value={avatar.pending} />
          <p class="hint">The image you chose is kept: press Save to use it.</p>
        </>
      ) : null}
      {avatar.url || avatar.pending ? (
        <Checkbox name="avatar_remove" label="Remove the avatar" checked={avatar.remove} />
      ) : null}
    </fieldset>
  );
}

function Section(props: { id: string; title: string; children: ComponentChildren; intro?: ComponentChildren }) {
  return (
    <section class="editor-section" id={props.id} aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.intro ? <p class="hint">{props.intro}</p> : null}
      {props.children}
    </section>
  );
}

function MemberList({ members }: { members: Paged<EditorMember> }) {
  return (
    <Section id="members" title="Members">
      {members.total === 0 ? (
        <p>No members yet. Members are profiles of their own under yours: headmates, personas, characters.</p>
      ) : null}
      <ListSearch
        paged={members}
        base="/edit/profile"
        prefix="members_"
        label={`Search your ${members.total} members`}
        anchor="members"
      />
      <ul class="member-links">
        {members.items.map((member) => (
          <li>
            <a href={`/edit/members/${member.id}`}>{member.display_name ?? member.name}</a>
            {member.display_name && member.display_name !== member.name ? (
              <span class="hint"> ({member.name})</span>
            ) : null}
            {member.unlisted ? <span class="badge">unlisted</span> : null}
          </li>
        ))}
      </ul>
      <p>
        <a class="button secondary" href="/edit/members/new">
          <Icon name="plus-lg" label={null} /> New member
        </a>
      </p>
      <Pager paged={members} base="/edit/profile" prefix="members_" label="Pages of your members" anchor="members" />
    </Section>
  );
}

function DeleteMemberForm({ memberId, csrf }: { memberId: string; csrf: string }) {
  return (
    <section class="danger" aria-labelledby="delete-member">
      <h2 id="delete-member">Delete this member</h2>
      <form method="post" action={`/edit/members/${memberId}/delete`}>
        <Csrf token={csrf} />
        <Checkbox name="confirm" label="Yes, delete this member for good" checked={false} />
        <button type="submit" class="button danger">
          Delete member
        </button>
      </form>
    </section>
  );
}

function SectionLinks({ kind, hasMembers }: { kind: EditorProps['kind']; hasMembers: boolean }) {
  const sections: Array<[string, string]> = [
    ['about', 'About'],
    ['names-pronouns', 'Names & pronouns'],
    ['fields', 'Fields'],
    ['flags', 'Flags'],
  ];
  if (kind === 'user') sections.push(['preferences', 'Preferences']);
  if (hasMembers) sections.push(['members', 'Members']);
  return (
    <nav class="section-links" aria-label="Sections of the editor">
      <ul>
        {sections.map(([id, title]) => (
          <li>
            <a href={`#${id}`}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function EditorPage(props: EditorProps): VNode {
  const { draft, errors } = props;
  const choices = preferenceChoices(props.kind === 'user' ? draft.custom : (props.ownerPreferences ?? []));
  return (
    <section class="editor">
      <h1>{props.heading}</h1>
      {props.viewUrl ? (
        <p>
          <a href={props.viewUrl}>View the page</a>
        </p>
      ) : null}
      {props.welcome ? <Welcome {...props.welcome} /> : null}
      {props.state === 'saved' ? <Notice>Saved.</Notice> : null}
      {props.state === 'unsaved' ? <Notice>Changed, not saved yet: press Save to keep it.</Notice> : null}
      <ErrorSummary message={props.message} errors={errors} />
      <SectionLinks kind={props.kind} hasMembers={props.members !== null} />
      <form
        method="post"
        action={props.action}
        class="profile-form"
        enctype="multipart/form-data"
        novalidate
        data-keep-unsaved
      >
        {/* Enter in a text box presses the form's first button: this one, not a list's Remove. */}
        <button type="submit" class="default-button" tabindex={-1} aria-hidden="true">
          Save
        </button>
        <Csrf token={props.csrf} />
        <Section id="about" title="About">
          {props.kind === 'member' ? (
            <TextField
              name="name"
              label="Name"
              value={draft.name}
              maxLength={LIMITS.memberName}
              required
              errors={errors}
              hint="Part of the member's address: /@you/name."
            />
          ) : null}
          <TextField
            name="display_name"
            label="Display name"
            value={draft.display_name}
            maxLength={LIMITS.displayName}
            errors={errors}
            hint="Shown in large type instead of the name."
          />
          <AvatarField avatar={props.avatar} errors={errors} />
          <TextArea
            name="bio"
            label="Bio"
            value={draft.bio}
            maxLength={LIMITS.bio}
            errors={errors}
            hint="Markdown: **bold**, *italic*, [a link](https://…)."
          />
          <fieldset class="list-group">
            <legend>Links</legend>
            <LinkList links={withBlank(draft.links, '')} errors={errors} />
          </fieldset>
          {props.kind === 'user' ? (
            <>
              <div class="zone-row">
                <TextField
                  name="timezone"
                  label="Time zone"
                  value={draft.timezone}
                  maxLength={64}
                  errors={errors}
                  placeholder="Europe/Berlin"
                  list="time-zones"
                  autocomplete="off"
                  hint="Your page then shows your local time. Type a city or region and choose from the list."
                />
              </div>
              <datalist id="time-zones">
                {TIME_ZONES.map((zone) => (
                  <option value={zone} />
                ))}
              </datalist>
              <TextField
                name="member_title"
                label="Heading of your members section"
                value={draft.member_title}
                maxLength={LIMITS.memberTitle}
                errors={errors}
                placeholder="Members"
              />
              <Checkbox name="list_private" label="Hide my member list from others" checked={draft.list_private} />
            </>
          ) : (
            <Checkbox name="unlisted" label="Unlisted: not shown in my member list" checked={draft.unlisted} />
          )}
        </Section>
        <Section id="names-pronouns" title="Names & pronouns">
          <fieldset class="list-group">
            <legend>Names</legend>
            <EntryList
              list="names"
              rows={withBlank(draft.names, BLANK_ENTRY)}
              noun="name"
              addLabel="Add a name"
              choices={choices}
              errors={errors}
              limit={LIMITS.entries}
            />
          </fieldset>
          <fieldset class="list-group">
            <legend>Pronouns</legend>
            <PronounList rows={withBlank(draft.pronouns, BLANK_PRONOUN)} choices={choices} errors={errors} />
          </fieldset>
        </Section>
        <Section id="fields" title="Fields" intro="Labelled lists of your own: honorifics, compliments, words for you…">
          <FieldList
            fields={draft.fields.length > 0 ? draft.fields : [BLANK_FIELD]}
            choices={choices}
            errors={errors}
          />
        </Section>
        <Section id="flags" title="Flags">
          {props.flagLibrary.length > 0 ? (
            <div class="flag-picker">
              {props.flagLibrary.map((flag) => (
                <Checkbox name="flags" value={flag.id} label={flag.name} checked={draft.flags.includes(flag.id)} />
              ))}
            </div>
          ) : (
            <p class="hint">No flags in your library yet.</p>
          )}
          <p>
            <a href="/edit/flags">Add or remove flags in your library</a>
          </p>
        </Section>
        {props.kind === 'user' ? (
          <Section
            id="preferences"
            title="Your own preferences"
            intro="Besides favourite, okay, jokingly, friends only and avoid. A new one can be used in the lists above before you save."
          >
            <PreferenceList
              rows={draft.custom.length > 0 ? draft.custom : [props.blankPreference]}
              blank={props.blankPreference}
              errors={errors}
            />
            <datalist id="icon-names">
              {ICON_CHOICES.map((name) => (
                <option value={name} />
              ))}
            </datalist>
          </Section>
        ) : null}
        <div class="save-bar">
          <button type="submit" class="button">
            Save
          </button>
          <span class="save-state" data-save-state aria-live="polite" />
        </div>
      </form>
      {props.members ? <MemberList members={props.members} /> : null}
      {props.memberId ? <DeleteMemberForm memberId={props.memberId} csrf={props.csrf} /> : null}
    </section>
  );
}

/** The preferences an entry can take: the built-ins and the user's own (named ones, saved or new). */
function preferenceChoices(custom: PreferenceDraft[]): Choices {
  const labels: Record<(typeof BUILT_IN_PREFERENCES)[number], string> = {
    favourite: 'Favourite',
    okay: 'Okay',
    jokingly: 'Jokingly',
    friends_only: 'Friends only',
    avoid: 'Avoid',
  };
  return [
    ...BUILT_IN_PREFERENCES.map((value) => ({ value, label: labels[value] })),
    ...custom.filter((row) => row.tooltip.trim() !== '').map((row) => ({ value: row.id, label: row.tooltip })),
  ];
}
