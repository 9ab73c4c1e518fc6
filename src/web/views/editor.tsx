/**
 * The profile editor (users and members): every field of the API as plain form rows. Three empty rows
 * follow each list for new entries; the arrow buttons reorder rows by submitting the form (they work
 * without JavaScript; the enhancement script only adds comfort).
 */
import { BUILT_IN_PREFERENCES } from '../../profiles/rules/profile-types.js';
import type { EntryDraft, FieldDraft, PreferenceDraft, ProfileDraft } from './view-types.js';
import {
  Checkbox,
  Csrf,
  ErrorSummary,
  type FieldErrors,
  Notice,
  Select,
  TextArea,
  TextField,
} from './form-controls.js';
import { Icon } from './icon.js';

const BLANK_ROWS = 3;
const blankEntries = (count: number): EntryDraft[] =>
  Array.from({ length: count }, () => ({ value: '', status: 'okay' }));

export interface EditorProps {
  kind: 'user' | 'member';
  action: string;
  draft: ProfileDraft;
  /** The user's custom preferences as saved (entries can only use saved ones). */
  savedPreferences: PreferenceDraft[];
  flagLibrary: Array<{ id: string; name: string; url: string }>;
  errors: FieldErrors;
  message: string | null;
  saved: boolean;
  csrf: string;
  heading: string;
  viewUrl: string | null;
  /** Users: their members, to edit or add; members: null. */
  members: Array<{ id: string; name: string; display_name: string | null; unlisted: boolean }> | null;
  /** Members being edited: the ID, for the delete form. */
  memberId: string | null;
  /** Where the avatar form posts (absent while creating a member), and whether there is one. */
  avatar: { action: string; hasAvatar: boolean; url: string | null; error: string | null } | null;
}

function MemberList({ members }: { members: NonNullable<EditorProps['members']> }) {
  return (
    <section class="member-list" aria-labelledby="your-members">
      <h2 id="your-members">Your members</h2>
      {members.length === 0 ? <p>No members yet.</p> : null}
      <ul>
        {members.map((member) => (
          <li>
            <a href={`/edit/members/${member.id}`}>{member.display_name ?? member.name}</a>
            {member.display_name ? <span class="hint"> ({member.name})</span> : null}
            {member.unlisted ? <span class="badge">unlisted</span> : null}
          </li>
        ))}
      </ul>
      <p>
        <a class="button secondary" href="/edit/members/new">
          <Icon name="plus-lg" label={null} /> New member
        </a>
      </p>
    </section>
  );
}

function DeleteMemberForm({ memberId, csrf }: { memberId: string; csrf: string }) {
  return (
    <section class="danger">
      <h2>Delete this member</h2>
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

function MoveButtons({ path, label }: { path: string; label: string }) {
  return (
    <span class="move">
      <button type="submit" name="move" value={`${path}.up`} class="icon-button" title={`Move ${label} up`}>
        <Icon name="arrow-up" label={`Move ${label} up`} />
      </button>
      <button type="submit" name="move" value={`${path}.down`} class="icon-button" title={`Move ${label} down`}>
        <Icon name="arrow-down" label={`Move ${label} down`} />
      </button>
    </span>
  );
}

function EntryRows(props: {
  prefix: string;
  title: string;
  rows: EntryDraft[];
  choices: Array<{ value: string; label: string }>;
  errors: FieldErrors;
}) {
  const rows = [...props.rows, ...blankEntries(BLANK_ROWS)];
  return (
    <ol class="rows" data-list={props.prefix}>
      {rows.map((row, i) => (
        <li class="row">
          <TextField
            name={`${props.prefix}.${i}.value`}
            label={`${props.title} ${i + 1}`}
            hideLabel
            value={row.value}
            maxLength={100}
            errors={props.errors}
            placeholder={i >= props.rows.length ? 'Add…' : undefined}
          />
          <Select
            name={`${props.prefix}.${i}.status`}
            label={`Preference for ${props.title.toLowerCase()} ${i + 1}`}
            hideLabel
            value={row.status}
            options={props.choices}
            errors={props.errors}
          />
          {i < props.rows.length ? (
            <MoveButtons path={`${props.prefix}.${i}`} label={`${props.title.toLowerCase()} ${i + 1}`} />
          ) : (
            <span class="move" />
          )}
        </li>
      ))}
    </ol>
  );
}

function PronounRows({
  draft,
  choices,
  errors,
}: {
  draft: ProfileDraft;
  choices: Array<{ value: string; label: string }>;
  errors: FieldErrors;
}) {
  const rows = [...draft.pronouns, ...blankEntries(BLANK_ROWS).map((row) => ({ ...row, display_text: '' }))];
  return (
    <ol class="rows" data-list="pronouns">
      {rows.map((row, i) => (
        <li class="row">
          <TextField
            name={`pronouns.${i}.value`}
            path={`pronouns.${i}.${draft.name === '' ? 'value' : 'pronouns'}`}
            label={`Pronouns ${i + 1}`}
            hideLabel
            value={row.value}
            maxLength={100}
            errors={errors}
            placeholder={i >= draft.pronouns.length ? 'they/them/their/theirs/themselves' : undefined}
          />
          <TextField
            name={`pronouns.${i}.display_text`}
            label={`Shown as (pronouns ${i + 1})`}
            hideLabel
            value={row.display_text}
            maxLength={100}
            errors={errors}
            placeholder="Shown as (optional)"
          />
          <Select
            name={`pronouns.${i}.status`}
            label={`Preference for pronouns ${i + 1}`}
            hideLabel
            value={row.status}
            options={choices}
            errors={errors}
          />
          {i < draft.pronouns.length ? (
            <MoveButtons path={`pronouns.${i}`} label={`pronouns ${i + 1}`} />
          ) : (
            <span class="move" />
          )}
        </li>
      ))}
    </ol>
  );
}

function FieldBlocks({
  fields,
  choices,
  errors,
}: {
  fields: FieldDraft[];
  choices: Array<{ value: string; label: string }>;
  errors: FieldErrors;
}) {
  const all = [...fields, { name: '', entries: [] }];
  return (
    <>
      {all.map((field, f) => (
        <fieldset class="field-block">
          <legend>{f < fields.length ? `Field ${f + 1}: ${field.name}` : 'New field'}</legend>
          <TextField name={`fields.${f}.name`} label="Field name" value={field.name} maxLength={100} errors={errors} />
          {f < fields.length ? <MoveButtons path={`fields.${f}`} label={`field ${f + 1}`} /> : null}
          <EntryRows
            prefix={`fields.${f}.entries`}
            title={field.name || 'Entry'}
            rows={field.entries}
            choices={choices}
            errors={errors}
          />
        </fieldset>
      ))}
    </>
  );
}

function PreferenceRows({ rows, errors }: { rows: PreferenceDraft[]; errors: FieldErrors }) {
  const all: PreferenceDraft[] = [
    ...rows,
    { id: '', icon: '', tooltip: '', size: 'normal', muted: false, favourite: false },
  ];
  const sizes = [
    { value: 'large', label: 'Large' },
    { value: 'normal', label: 'Normal' },
    { value: 'small', label: 'Small' },
  ];
  return (
    <ol class="rows prefs">
      {all.map((row, i) => {
        const path = `custom_preferences.${row.id}`;
        return (
          <li class="row">
            <input type="hidden" name={`prefs.${i}.id`} value={row.id} />
            <TextField
              name={`prefs.${i}.tooltip`}
              path={`${path}.tooltip`}
              label="Label (tooltip)"
              value={row.tooltip}
              maxLength={128}
              errors={errors}
            />
            <TextField
              name={`prefs.${i}.icon`}
              path={`${path}.icon`}
              label="Icon"
              value={row.icon}
              maxLength={50}
              errors={errors}
              hint="A Bootstrap Icons name, e.g. star or heart-fill"
            />
            {row.icon ? <Icon name={row.icon} label={null} className="preview" /> : null}
            <Select name={`prefs.${i}.size`} label="Text size" value={row.size} options={sizes} errors={errors} />
            <Checkbox name={`prefs.${i}.muted`} label="Muted" checked={row.muted} />
            <Checkbox name={`prefs.${i}.favourite`} label="Counts as favourite" checked={row.favourite} />
            {i < rows.length ? <p class="hint">Clear the label and icon to remove this preference.</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

export function EditorPage(props: EditorProps) {
  const { draft, errors } = props;
  const choices = preferenceChoices(props.savedPreferences);
  return (
    <section class="editor">
      <h1>{props.heading}</h1>
      {props.viewUrl ? (
        <p>
          <a href={props.viewUrl}>View the page</a>
        </p>
      ) : null}
      {props.saved ? <Notice>Saved.</Notice> : null}
      <ErrorSummary message={props.message} />
      {props.avatar ? <AvatarForm csrf={props.csrf} {...props.avatar} /> : null}
      <form method="post" action={props.action} class="profile-form" novalidate>
        <Csrf token={props.csrf} />
        <fieldset>
          <legend>About</legend>
          {props.kind === 'member' ? (
            <TextField name="name" label="Name" value={draft.name} maxLength={100} required errors={errors} />
          ) : null}
          <TextField
            name="display_name"
            label="Display name"
            value={draft.display_name}
            maxLength={100}
            errors={errors}
          />
          <TextArea
            name="bio"
            label="Bio"
            value={draft.bio}
            maxLength={1000}
            errors={errors}
            hint="Markdown: **bold**, *italic*, [links](https://…)"
          />
          <TextArea
            name="links"
            label="Links"
            value={draft.links.join('\n')}
            rows={3}
            errors={errors}
            path="links"
            hint="One per line, up to 25."
          />
          {props.kind === 'user' ? (
            <>
              <TextField
                name="member_title"
                label="Heading of your members section"
                value={draft.member_title}
                maxLength={100}
                errors={errors}
                placeholder="Members"
              />
              <TextField
                name="timezone"
                label="Time zone"
                value={draft.timezone}
                maxLength={64}
                errors={errors}
                placeholder="Europe/Berlin"
                hint="An IANA name; your page then shows your local time."
              />
              <Checkbox name="list_private" label="Hide my member list from others" checked={draft.list_private} />
            </>
          ) : (
            <Checkbox name="unlisted" label="Unlisted: not shown in my member list" checked={draft.unlisted} />
          )}
        </fieldset>
        <fieldset>
          <legend>Names</legend>
          <EntryRows prefix="names" title="Name" rows={draft.names} choices={choices} errors={errors} />
        </fieldset>
        <fieldset>
          <legend>Pronouns</legend>
          <PronounRows
            draft={props.kind === 'user' ? { ...draft, name: '' } : draft}
            choices={choices}
            errors={errors}
          />
        </fieldset>
        <fieldset>
          <legend>Fields</legend>
          <FieldBlocks fields={draft.fields} choices={choices} errors={errors} />
        </fieldset>
        <fieldset>
          <legend>Flags</legend>
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
            <a href="/edit/flags">Add or remove flags</a>
          </p>
        </fieldset>
        {props.kind === 'user' ? (
          <fieldset>
            <legend>Your own preferences</legend>
            <p class="hint">Besides favourite, okay, jokingly, friends only and avoid. Save before using a new one.</p>
            <PreferenceRows rows={draft.custom} errors={errors} />
          </fieldset>
        ) : null}
        <p class="actions">
          <button type="submit" class="button">
            Save
          </button>
        </p>
      </form>
      {props.members ? <MemberList members={props.members} /> : null}
      {props.memberId ? <DeleteMemberForm memberId={props.memberId} csrf={props.csrf} /> : null}
    </section>
  );
}

function AvatarForm(props: {
  action: string;
  csrf: string;
  hasAvatar: boolean;
  url: string | null;
  error: string | null;
}) {
  const { action, csrf, hasAvatar, url, error } = props;
  return (
    <section class="avatar-form">
      <h2>Avatar</h2>
      {url ? <img class="avatar" src={url} alt="Your current avatar" width={64} height={64} /> : null}
      <ErrorSummary message={error} />
      <form method="post" action={action} enctype="multipart/form-data">
        <Csrf token={csrf} />
        <div class="control">
          <label for="avatar-file">Image (PNG, JPEG, GIF or WebP, up to 2 MB)</label>
          <input id="avatar-file" type="file" name="avatar" accept="image/png,image/jpeg,image/gif,image/webp" />
        </div>
        {hasAvatar ? <Checkbox name="remove" label="Remove the current avatar" checked={false} /> : null}
        <p class="actions">
          <button type="submit" class="button">
            Upload
          </button>
        </p>
      </form>
    </section>
  );
}

/** The preferences an entry can take: the built-ins and the user's own, as value/label pairs. */
function preferenceChoices(custom: PreferenceDraft[]): Array<{ value: string; label: string }> {
  const labels: Record<(typeof BUILT_IN_PREFERENCES)[number], string> = {
    favourite: 'Favourite',
    okay: 'Okay',
    jokingly: 'Jokingly',
    friends_only: 'Friends only',
    avoid: 'Avoid',
  };
  return [
    ...BUILT_IN_PREFERENCES.map((value) => ({ value, label: labels[value] })),
    ...custom.filter((row) => /^[0-9a-f-]{36}$/i.test(row.id)).map((row) => ({ value: row.id, label: row.tooltip })),
  ];
}
