/**
 * The profile editor (users and members): one form in sections (About, Names & pronouns, Fields,
 * Flags, Preferences) with the avatar inside it, so one Save keeps everything and a failed save gives
 * every input back. Each list has Add, Remove and move buttons that work without JavaScript (the form
 * comes back with the change and nothing saved); the enhancement script does the same in place.
 */
import { type ComponentChildren, createContext, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import { BUILT_IN_PREFERENCES, LIMITS } from '../../profiles/rules/profile-types.js';
import { pronounDisplayText } from '../../profiles/rules/pronoun-display.js';
import { firstFavourite } from './entry-defaults.js';
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
import { GroupFilter } from './group-filter.js';
import { Icon } from './icon.js';
import { ICON_CHOICES } from './icon-choices.js';
import { ListSearch, Pager } from './pager.js';
import type { Paged } from './paging.js';
import { isIcon } from './icons.js';
import { useMessages } from './messages.js';
import { MovingInOffer } from './moving-in-offer.js';
import { type Placing, PlacingChoices, SeenBySelect } from './placement-select.js';
import type { Translator } from '../../i18n/translator.js';

export interface EditorProps {
  kind: 'user' | 'member';
  /** Common fields the draft has none of yet, each one button away (support/starter-fields.ts). */
  starters: Array<{ id: string; name: string }>;
  action: string;
  draft: ProfileDraft;
  flagLibrary: Array<{ id: string; name: string; url: string }>;
  /** Sentences by form field name ("names.2.value"), each also listed in the summary. */
  errors: FieldErrors;
  /** A sentence about the whole form (not one field), or null. */
  message: string | null;
  /** What the page says on top: saved, or changed but not saved yet. */
  state: 'saved' | 'unsaved' | null;
  /**
   * After a list button without JavaScript: the row ("names.2") or list ("names") that changed, which
   * the page lands on (see LANDING); null otherwise.
   */
  landing?: string | null;
  csrf: string;
  heading: string;
  viewUrl: string | null;
  /** Users: a page of their members, to edit or add; members: null. */
  members: Paged<EditorMember> | null;
  /** Users: their groups, to filter the member list by (`current`: the group shown, by ID, or null). */
  memberGroups?: {
    groups: Array<{
      id: string;
      name: string;
      display_name: string | null;
      icon: string | null;
      color: string | null;
      count: number;
    }>;
    current: string | null;
  };
  /** Members being edited: the ID, for the delete form. */
  memberId: string | null;
  avatar: AvatarState;
  /** Members: the owner's custom preferences, which their entries can use; users: null (their draft's). */
  ownerPreferences: PreferenceDraft[] | null;
  /** An empty preference row with a fresh key (users only), for the blank row and for adding. */
  blankPreference: PreferenceDraft;
  /** Just signed up: the page opens with a welcome that walks through a first profile. */
  welcome: { name: string; pageUrl: string } | null;
  /**
   * Users: "who sees this" beside each item, with their audiences ('none': they have none yet, and
   * the page says where to make one); members: null.
   */
  placing: Placing | 'none' | null;
}

function Welcome({ name, pageUrl }: { name: string; pageUrl: string }) {
  const { t, rich } = useMessages();
  const linkTo = (href: string) => (words: Array<string | VNode>) => <a href={href}>{words}</a>;
  return (
    <section class="notice welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">{t('editor.welcome.title', { name })}</h2>
      <p>{rich<VNode>('editor.welcome.page', { url: pageUrl, link: linkTo(pageUrl) })}</p>
      <ol>
        <li>{rich<VNode>('editor.welcome.names', { link: linkTo('#names-pronouns') })}</li>
        <li>{rich<VNode>('editor.welcome.about', { link: linkTo('#about') })}</li>
        <li>{rich<VNode>('editor.welcome.fields', { link: linkTo('#fields') })}</li>
        <li>{t('editor.welcome.share')}</li>
      </ol>
      <MovingInOffer signedIn />
      <p class="hint">{t('editor.welcome.later')}</p>
      <p>
        {rich<VNode>('editor.welcome.recovery', {
          strong: (words) => <strong>{words}</strong>,
          link: linkTo('/settings#recovery-heading'),
        })}
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

/**
 * How a list's rows are called: the noun said when one is added or moved ("Name"), a row inside a
 * sentence ("name 3", as in "Remove name 3"), a row's label ("Name 3"), and the Add button.
 */
interface ListWords {
  noun: string;
  row: (n: number | string) => string;
  label: (n: number) => string;
  add: string;
}

type ListKind = 'names' | 'pronouns' | 'fields' | 'entries' | 'links' | 'prefs';

function listWords({ t }: Translator, kind: ListKind): ListWords {
  switch (kind) {
    case 'names':
      return {
        noun: t('editor.names.noun'),
        row: (n) => t('editor.names.row', { n }),
        label: (n) => t('editor.names.label', { n }),
        add: t('editor.names.add'),
      };
    case 'pronouns':
      return {
        noun: t('editor.pronouns.noun'),
        row: (n) => t('editor.pronouns.row', { n }),
        label: (n) => t('editor.pronouns.label', { n }),
        add: t('editor.pronouns.add'),
      };
    case 'fields':
      return {
        noun: t('editor.fields.noun'),
        row: (n) => t('editor.fields.row', { n }),
        label: (n) => t('editor.fields.label', { n }),
        add: t('editor.fields.add'),
      };
    case 'entries':
      return {
        noun: t('editor.entries.noun'),
        row: (n) => t('editor.entries.row', { n }),
        label: (n) => t('editor.entries.label', { n }),
        add: t('editor.entries.add'),
      };
    case 'links':
      return {
        noun: t('editor.links.noun'),
        row: (n) => t('editor.links.row', { n }),
        label: (n) => t('editor.links.label', { n }),
        add: t('editor.links.add'),
      };
    case 'prefs':
      return {
        noun: t('editor.prefs.noun'),
        row: (n) => t('editor.prefs.row', { n }),
        label: (n) => t('editor.prefs.label', { n }),
        add: t('editor.prefs.add'),
      };
  }
}

/** The script fills in a row's place and the list's length (it cannot format messages itself). */
const PLACE = '{place}';
const COUNT = '{count}';

/**
 * Where the page lands after a list button without JavaScript: every list button sends the form to
 * its address with this fragment, and the page that answers gives the id to what changed (the row
 * added or moved, the row after one removed), so the browser shows it rather than the top of the
 * form. With JavaScript the buttons work in place and the address is not used.
 */
export const LANDING = 'changed';

/** The form's address with the landing fragment, and the row or list (by form key) that gets its id. */
const Landing = createContext<{ action: string; key: string | null }>({ action: '', key: null });

/** A list whose rows can be added, removed and moved; `render` draws one row's inputs. */
function RowList<T>(props: {
  list: string;
  rows: T[];
  words: ListWords;
  blank: T;
  limit: number;
  render: (row: T, key: string, number: number) => ComponentChildren;
  className?: string;
}) {
  const { t } = useMessages();
  const landing = useContext(Landing);
  const { list, rows, words } = props;
  const { noun } = words;
  return (
    <div class="row-list" id={landing.key === list ? LANDING : undefined}>
      <ol
        class={`rows${props.className ? ` ${props.className}` : ''}`}
        data-list={list}
        data-added={t('editor.row.added', { noun, place: PLACE, count: COUNT })}
        data-moved-up={t('editor.row.movedUp', { noun, place: PLACE, count: COUNT })}
        data-moved-down={t('editor.row.movedDown', { noun, place: PLACE, count: COUNT })}
        data-removed={t('editor.row.removed', { row: words.row(PLACE) })}
      >
        {rows.map((row, i) => (
          <Row list={list} index={i} count={rows.length} words={words} landing={landing.key === `${list}.${i}`}>
            {props.render(row, `${list}.${i}`, i + 1)}
          </Row>
        ))}
      </ol>
      <template data-template-for={list}>
        <Row list={list} index={rows.length} count={rows.length + 1} words={words} landing={false}>
          {props.render(props.blank, `${list}.${rows.length}`, rows.length + 1)}
        </Row>
      </template>
      <button
        type="submit"
        name="edit"
        value={`${list}.add`}
        formaction={`${landing.action}#${LANDING}`}
        class="button secondary add-row"
        data-limit={props.limit}
        disabled={rows.length >= props.limit}
      >
        <Icon name="plus-lg" label={null} /> {words.add}
      </button>
    </div>
  );
}

function Row(props: {
  list: string;
  index: number;
  count: number;
  words: ListWords;
  /** The row the page lands on (see LANDING). */
  landing: boolean;
  children: ComponentChildren;
}) {
  const { t } = useMessages();
  const { action } = useContext(Landing);
  const { list, index, count } = props;
  const key = `${list}.${index}`;
  const row = props.words.row(index + 1);
  const up = t('editor.row.up', { row });
  const down = t('editor.row.down', { row });
  const remove = t('editor.row.remove', { row });
  const formaction = `${action}#${LANDING}`;
  return (
    <li class="row" data-row={key} id={props.landing ? LANDING : undefined}>
      <div class="row-inputs">{props.children}</div>
      <span class="row-buttons">
        <button
          type="submit"
          name="edit"
          value={`${key}.up`}
          formaction={formaction}
          class="icon-button"
          disabled={index === 0}
          aria-label={up}
          title={up}
        >
          <Icon name="arrow-up" label={null} />
        </button>
        <button
          type="submit"
          name="edit"
          value={`${key}.down`}
          formaction={formaction}
          class="icon-button"
          disabled={index === count - 1}
          aria-label={down}
          title={down}
        >
          <Icon name="arrow-down" label={null} />
        </button>
        <button
          type="submit"
          name="edit"
          value={`${key}.remove`}
          formaction={formaction}
          class="icon-button remove"
          aria-label={remove}
          title={remove}
        >
          <Icon name="x-lg" label={null} />
        </button>
      </span>
    </li>
  );
}

const BLANK_ENTRY: EntryDraft = { value: '', status: 'okay' };
/** An empty entry at `index` of its list: the first is the favourite, as a first name or pronoun usually is. */
const blankEntry = (index: number): EntryDraft => ({ value: '', status: firstFavourite(index) });

function EntryInputs(props: {
  rowKey: string;
  label: string;
  /** The row inside a sentence: "name 3". */
  inSentence: string;
  row: EntryDraft;
  choices: Choices;
  errors: FieldErrors;
}) {
  const { t } = useMessages();
  const { rowKey, label, row, errors } = props;
  return (
    <>
      <TextField
        name={`${rowKey}.value`}
        label={label}
        hideLabel
        value={row.value}
        limit={LIMITS.entryValue}
        errors={errors}
      />
      <Select
        name={`${rowKey}.status`}
        label={t('editor.row.preferenceFor', { row: props.inSentence })}
        hideLabel
        value={row.status}
        options={props.choices}
        errors={errors}
        className="status"
      />
      <SeenBySelect name={`${rowKey}.seen_by`} item={props.inSentence} value={row.seen_by} status={row.status} />
    </>
  );
}

function EntryList(props: {
  list: string;
  rows: EntryDraft[];
  words: ListWords;
  choices: Choices;
  errors: FieldErrors;
  limit: number;
}) {
  const { words } = props;
  return (
    <RowList
      list={props.list}
      rows={props.rows}
      words={words}
      blank={BLANK_ENTRY}
      limit={props.limit}
      render={(row, key, number) => (
        <EntryInputs
          rowKey={key}
          label={words.label(number)}
          inSentence={words.row(number)}
          row={row}
          choices={props.choices}
          errors={props.errors}
        />
      )}
    />
  );
}

const BLANK_PRONOUN: PronounDraft = { value: '', display_text: '', status: 'okay' };
const blankPronoun = (index: number): PronounDraft => ({ value: '', display_text: '', status: firstFavourite(index) });

function PronounList({ rows, choices, errors }: { rows: PronounDraft[]; choices: Choices; errors: FieldErrors }) {
  const messages = useMessages();
  const { t } = messages;
  const words = listWords(messages, 'pronouns');
  return (
    <RowList
      list="pronouns"
      rows={rows}
      words={words}
      blank={BLANK_PRONOUN}
      limit={LIMITS.entries}
      render={(row, key, number) => (
        <>
          <TextField
            name={`${key}.value`}
            label={words.label(number)}
            hideLabel
            value={row.value}
            limit={LIMITS.entryValue}
            errors={errors}
            placeholder={t('editor.pronouns.placeholder')}
          />
          <TextField
            name={`${key}.display_text`}
            label={t('editor.pronouns.shownAs', { n: number })}
            hideLabel
            value={row.display_text}
            limit={LIMITS.entryValue}
            errors={errors}
            // What is shown when the box is empty: the first two forms, as the page will show them.
            placeholder={
              row.value.trim() ? pronounDisplayText({ pronouns: row.value }) : t('editor.pronouns.shownAs.placeholder')
            }
          />
          <Select
            name={`${key}.status`}
            label={t('editor.row.preferenceFor', { row: words.row(number) })}
            hideLabel
            value={row.status}
            options={choices}
            errors={errors}
            className="status"
          />
          <SeenBySelect name={`${key}.seen_by`} item={words.row(number)} value={row.seen_by} status={row.status} />
        </>
      )}
    />
  );
}

const BLANK_FIELD: FieldDraft = { name: '', entries: [] };

function FieldList({ fields, choices, errors }: { fields: FieldDraft[]; choices: Choices; errors: FieldErrors }) {
  const messages = useMessages();
  const { t } = messages;
  const words = listWords(messages, 'fields');
  return (
    <RowList
      list="fields"
      rows={fields}
      words={words}
      blank={BLANK_FIELD}
      limit={LIMITS.fields}
      className="field-blocks"
      render={(field, key, number) => (
        <fieldset class="field-block">
          <legend>{words.label(number)}</legend>
          <TextField
            name={`${key}.name`}
            label={t('editor.fields.name')}
            value={field.name}
            limit={LIMITS.fieldName}
            errors={errors}
            placeholder={t('editor.fields.name.placeholder')}
          />
          <SeenBySelect name={`${key}.seen_by`} item={words.row(number)} value={field.seen_by} hideLabel={false} />
          <EntryList
            list={`${key}.entries`}
            rows={withRoom(field.entries, blankEntry, ROOM.entries)}
            words={listWords(messages, 'entries')}
            choices={choices}
            errors={errors}
            limit={LIMITS.fieldEntries}
          />
        </fieldset>
      )}
    />
  );
}

function PreferenceList({
  rows,
  errors,
  blank,
}: {
  rows: PreferenceDraft[];
  errors: FieldErrors;
  blank: PreferenceDraft;
}) {
  const messages = useMessages();
  const { t } = messages;
  const words = listWords(messages, 'prefs');
  const sizes = [
    { value: 'large', label: t('editor.prefs.size.large') },
    { value: 'normal', label: t('editor.prefs.size.normal') },
    { value: 'small', label: t('editor.prefs.size.small') },
  ];
  return (
    <RowList
      list="prefs"
      rows={rows}
      words={words}
      blank={blank}
      limit={LIMITS.customPreferences}
      className="prefs"
      render={(row, key, number) => (
        <fieldset class="preference">
          <legend>{words.label(number)}</legend>
          <input type="hidden" name={`${key}.id`} value={row.id} data-fresh-key />
          <TextField
            name={`${key}.tooltip`}
            label={t('editor.prefs.tooltip')}
            value={row.tooltip}
            limit={LIMITS.tooltip}
            errors={errors}
            hint={t('editor.prefs.tooltip.hint')}
          />
          <div class="icon-choice">
            <TextField
              name={`${key}.icon`}
              label={t('editor.prefs.icon')}
              value={row.icon}
              limit={LIMITS.icon}
              errors={errors}
              list="icon-names"
              autocomplete="off"
              hint={t('editor.prefs.icon.hint')}
            />
            <span class="preview" aria-hidden="true">
              {row.icon && isIcon(row.icon) ? <Icon name={row.icon} label={null} /> : null}
            </span>
          </div>
          <Select
            name={`${key}.size`}
            label={t('editor.prefs.size')}
            value={row.size}
            options={sizes}
            errors={errors}
          />
          <Checkbox name={`${key}.muted`} label={t('editor.prefs.muted')} checked={row.muted} />
          <Checkbox name={`${key}.favourite`} label={t('editor.prefs.favourite')} checked={row.favourite} />
        </fieldset>
      )}
    />
  );
}

function LinkList({ links, seenBy, errors }: { links: string[]; seenBy: string[]; errors: FieldErrors }) {
  const words = listWords(useMessages(), 'links');
  return (
    <RowList
      list="links"
      rows={links}
      words={words}
      blank=""
      limit={LIMITS.links}
      render={(link, key, number) => (
        <>
          <TextField
            name={key}
            label={words.label(number)}
            hideLabel
            type="url"
            value={link}
            limit={LIMITS.link}
            errors={errors}
            placeholder="https://…"
          />
          <SeenBySelect name={`${key}.seen_by`} item={words.row(number)} value={seenBy[number - 1]} />
        </>
      )}
    />
  );
}

/**
 * How many rows a list shows at least, empty ones included: enough for what most first profiles have
 * (a name and a nickname, two pronoun sets, a field of a few words, a link) to be typed in without an
 * Add, which without JavaScript is a round trip to the server each.
 */
const ROOM = { names: 2, pronouns: 2, entries: 3, links: 1 } as const;

/**
 * The rows of a list with room to type into: at least `least` rows, and always one empty row at the
 * end; the empty rows are made by `blankAt(their index)`. Lists of large blocks (fields, preferences)
 * get one only while they are empty: Add makes the next.
 */
function withRoom<T>(rows: T[], blankAt: (index: number) => T, least: number): T[] {
  const shown = [...rows];
  const last = shown[shown.length - 1];
  if (last === undefined || !isBlankRow(last)) shown.push(blankAt(shown.length));
  while (shown.length < least) shown.push(blankAt(shown.length));
  return shown;
}

function isBlankRow(row: unknown): boolean {
  if (typeof row === 'string') return row === '';
  const record = row as Record<string, unknown>;
  return ['value', 'name', 'icon', 'tooltip'].every((key) => !record[key]);
}

function AvatarField({
  avatar,
  errors,
  seenBy,
  seenByItem,
}: {
  avatar: AvatarState;
  errors: FieldErrors;
  seenBy: string | undefined;
  /** The avatar as "who sees" names it: the user's own, or a member's. */
  seenByItem: string;
}) {
  const { t } = useMessages();
  const id = idOf('avatar');
  const error = errors.avatar;
  const shown = avatar.pending ? `data:image/webp;base64,${avatar.pending}` : avatar.url;
  return (
    <fieldset class={`avatar-field${error ? ' invalid' : ''}`}>
      <legend>{t('editor.avatar')}</legend>
      <div class="avatar-row">
        {shown ? (
          <img
            class="avatar"
            id="avatar-preview"
            src={shown}
            alt={avatar.pending ? t('editor.avatar.pendingAlt') : t('editor.avatar.currentAlt')}
            width={64}
            height={64}
          />
        ) : (
          <span class="avatar placeholder" id="avatar-preview" aria-hidden="true" />
        )}
        <div class="control">
          <label for={id}>
            {avatar.pending || avatar.url ? t('editor.avatar.chooseAnother') : t('editor.avatar.choose')}
          </label>
          <input
            id={id}
            type="file"
            name="avatar"
            accept={IMAGE_TYPES}
            data-max-bytes={UPLOAD_LIMIT_BYTES}
            data-too-large={t('editor.upload.tooLargeCounted', { limit: '{limit}', size: '{size}' })}
            data-preview-alt={t('editor.avatar.pendingAlt')}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          />
          <p class="hint" id={`${id}-hint`}>
            {t('editor.avatar.hint', { limit: UPLOAD_LIMIT_BYTES / (1024 * 1024) })}
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
          <p class="hint">{t('editor.avatar.kept')}</p>
        </>
      ) : null}
      {avatar.url || avatar.pending ? (
        <Checkbox name="avatar_remove" label={t('editor.avatar.remove')} checked={avatar.remove} />
      ) : null}
      <SeenBySelect name="seen_by.avatar" item={seenByItem} value={seenBy} hideLabel={false} />
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

function MemberList({
  members,
  groups,
}: {
  members: Paged<EditorMember>;
  groups: NonNullable<EditorProps['memberGroups']>;
}) {
  const { t } = useMessages();
  const keep: Record<string, string> = groups.current === null ? {} : { members_group: groups.current };
  const filter = groups.groups.map((group) => ({
    ...group,
    url: `/edit/profile?members_group=${encodeURIComponent(group.id)}#members`,
  }));
  return (
    <Section id="members" title={t('editor.section.members')}>
      {members.total === 0 && groups.current === null ? <p>{t('editor.members.none')}</p> : null}
      <p>
        <a href="/edit/groups">
          <Icon name="collection" label={null} /> {t('groups.editor.manage')}
        </a>
      </p>
      <GroupFilter
        groups={filter}
        allUrl="/edit/profile#members"
        current={filter.find((group) => group.id === groups.current)?.url ?? null}
        label={t('groups.editor.filterLabel')}
      />
      <ListSearch
        paged={members}
        base="/edit/profile"
        prefix="members_"
        label={t('editor.members.search', { count: members.total })}
        anchor="members"
        keep={keep}
      />
      <ul class="member-links">
        {members.items.map((member) => (
          <li>
            <a href={`/edit/members/${member.id}`}>{member.display_name ?? member.name}</a>
            {member.display_name && member.display_name !== member.name ? (
              <span class="hint"> ({member.name})</span>
            ) : null}
            {member.unlisted ? <span class="badge">{t('editor.members.unlisted')}</span> : null}
          </li>
        ))}
      </ul>
      <p>
        <a class="button secondary" href="/edit/members/new">
          <Icon name="plus-lg" label={null} /> {t('editor.members.new')}
        </a>
      </p>
      <Pager
        paged={members}
        base="/edit/profile"
        prefix="members_"
        label={t('editor.members.pages')}
        anchor="members"
        keep={keep}
      />
    </Section>
  );
}

function DeleteMemberForm({ memberId, csrf }: { memberId: string; csrf: string }) {
  const { t } = useMessages();
  return (
    <section class="danger" aria-labelledby="delete-member" data-confirm={t('editor.danger.question')}>
      <h2 id="delete-member">{t('editor.member.delete.title')}</h2>
      <form method="post" action={`/edit/members/${memberId}/delete`}>
        <Csrf token={csrf} />
        <Checkbox name="confirm" label={t('editor.member.delete.confirm')} checked={false} />
        <button type="submit" class="button danger">
          {t('editor.member.delete.button')}
        </button>
      </form>
    </section>
  );
}

function SectionLinks({ kind, hasMembers }: { kind: EditorProps['kind']; hasMembers: boolean }) {
  const { t } = useMessages();
  const sections: Array<[string, string]> = [
    ['about', t('editor.section.about')],
    ['names-pronouns', t('editor.section.namesPronouns')],
    ['fields', t('editor.section.fields')],
    ['flags', t('editor.section.flags')],
  ];
  if (kind === 'user') sections.push(['preferences', t('editor.section.preferences')]);
  if (hasMembers) sections.push(['members', t('editor.section.members')]);
  return (
    <nav class="section-links" aria-label={t('editor.sections')}>
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

/** What the "who sees this" menus do, with the way to the Audiences page and the preview; or where to start. */
function PlacingIntro({ none }: { none: boolean }) {
  const { rich } = useMessages();
  const link = (href: string) => (words: Array<string | VNode>) => <a href={href}>{words}</a>;
  return (
    <p class="hint placing-intro">
      {none
        ? rich<VNode>('audiences.editor.none', { link: link('/settings/audiences') })
        : rich<VNode>('audiences.editor.intro', {
            link: link('/settings/audiences'),
            preview: link('/settings/audiences/preview'),
          })}
    </p>
  );
}

export function EditorPage(props: EditorProps): VNode {
  const messages = useMessages();
  const { draft } = props;
  const choices = preferenceChoices(messages, props.kind === 'user' ? draft.custom : (props.ownerPreferences ?? []));
  // The menus are shown only with a draft that carries their choices (one read with the placements).
  const placing = props.placing !== null && props.placing !== 'none' && draft.seen_by ? props.placing : null;
  return (
    <PlacingChoices.Provider value={placing}>
      <Landing.Provider value={{ action: props.action, key: props.landing ?? null }}>
        <EditorSection {...props} menus={placing} choices={choices} />
      </Landing.Provider>
    </PlacingChoices.Provider>
  );
}

function EditorSection(props: EditorProps & { menus: Placing | null; choices: Choices }) {
  const messages = useMessages();
  const { t } = messages;
  const { draft, errors, choices, menus: placing } = props;
  return (
    <section class="editor">
      <h1>{props.heading}</h1>
      {props.viewUrl ? (
        <p>
          <a href={props.viewUrl}>{t('editor.viewPage')}</a>
        </p>
      ) : null}
      {props.welcome ? <Welcome {...props.welcome} /> : null}
      {props.state === 'saved' ? <Notice>{t('editor.saved')}</Notice> : null}
      {props.state === 'unsaved' ? <Notice>{t('editor.unsaved')}</Notice> : null}
      <ErrorSummary message={props.message} errors={errors} />
      <SectionLinks kind={props.kind} hasMembers={props.members !== null} />
      {placing !== null ? <PlacingIntro none={false} /> : props.placing === 'none' ? <PlacingIntro none /> : null}
      <form
        method="post"
        action={props.action}
        class="profile-form"
        enctype="multipart/form-data"
        novalidate
        data-keep-unsaved
        data-counter={t('editor.counter', { length: '{length}', limit: '{limit}' })}
        data-counter-over={t('editor.counter.over', { length: '{length}', limit: '{limit}', over: '{over}' })}
        data-counter-fits={t('editor.counter.fits', { length: '{length}', limit: '{limit}' })}
      >
        {/* Enter in a text box presses the form's first button: this one, not a list's Remove. */}
        <button type="submit" class="default-button" tabindex={-1} aria-hidden="true">
          {t('editor.save')}
        </button>
        <Csrf token={props.csrf} />
        {placing ? <input type="hidden" name="seen_by.shown" value="1" /> : null}
        <Section id="about" title={t('editor.section.about')}>
          {props.kind === 'member' ? (
            <TextField
              name="name"
              label={t('editor.name')}
              value={draft.name}
              limit={LIMITS.memberName}
              required
              errors={errors}
              hint={t('editor.name.hint')}
            />
          ) : null}
          <TextField
            name="display_name"
            label={t('editor.displayName')}
            value={draft.display_name}
            limit={LIMITS.displayName}
            errors={errors}
            hint={t('editor.displayName.hint')}
          />
          <AvatarField
            avatar={props.avatar}
            errors={errors}
            seenBy={draft.seen_by?.avatar}
            seenByItem={t(props.kind === 'member' ? 'audiences.editor.memberAvatar' : 'audiences.editor.avatar')}
          />
          <TextArea
            name="bio"
            label={t('editor.bio')}
            value={draft.bio}
            limit={LIMITS.bio}
            errors={errors}
            hint={t('editor.bio.hint')}
          />
          <SeenBySelect
            name="seen_by.bio"
            item={t(props.kind === 'member' ? 'audiences.editor.memberBio' : 'audiences.editor.bio')}
            value={draft.seen_by?.bio}
            hideLabel={false}
          />
          <TextField
            name="content_note"
            label={t('editor.contentNote')}
            value={draft.content_note}
            limit={LIMITS.contentNote}
            errors={errors}
            hint={t(props.kind === 'member' ? 'editor.contentNote.memberHint' : 'editor.contentNote.hint')}
          />
          <fieldset class="list-group">
            <legend>{t('editor.links')}</legend>
            <LinkList
              links={withRoom(draft.links, () => '', ROOM.links)}
              seenBy={draft.seen_by?.links ?? []}
              errors={errors}
            />
          </fieldset>
          {props.kind === 'user' ? (
            <>
              <div
                class="zone-row"
                data-use-zone={t('editor.timezone.useMine', { zone: '{zone}' })}
                data-zone-set={t('editor.timezone.set', { zone: '{zone}' })}
              >
                <TextField
                  name="timezone"
                  label={t('editor.timezone')}
                  value={draft.timezone}
                  errors={errors}
                  placeholder={t('editor.timezone.placeholder')}
                  list="time-zones"
                  autocomplete="off"
                  hint={t('editor.timezone.hint')}
                />
              </div>
              <datalist id="time-zones">
                {TIME_ZONES.map((zone) => (
                  <option value={zone} />
                ))}
              </datalist>
              <TextField
                name="member_title"
                label={t('editor.memberTitle')}
                value={draft.member_title}
                limit={LIMITS.memberTitle}
                errors={errors}
                placeholder={t('editor.memberTitle.placeholder')}
              />
              <Checkbox name="list_private" label={t('editor.listPrivate')} checked={draft.list_private} />
            </>
          ) : (
            <>
              <Checkbox name="unlisted" label={t('editor.unlisted')} checked={draft.unlisted} />
              <SeenBySelect
                name="seen_by.member"
                item={t('audiences.editor.member')}
                value={draft.seen_by?.member}
                hideLabel={false}
              />
            </>
          )}
        </Section>
        <Section id="names-pronouns" title={t('editor.section.namesPronouns')}>
          <fieldset class="list-group">
            <legend>{t('editor.names')}</legend>
            <EntryList
              list="names"
              rows={withRoom(draft.names, blankEntry, ROOM.names)}
              words={listWords(messages, 'names')}
              choices={choices}
              errors={errors}
              limit={LIMITS.entries}
            />
          </fieldset>
          <fieldset class="list-group">
            <legend>{t('editor.pronouns')}</legend>
            <PronounList
              rows={withRoom(draft.pronouns, blankPronoun, ROOM.pronouns)}
              choices={choices}
              errors={errors}
            />
          </fieldset>
        </Section>
        <Section id="fields" title={t('editor.section.fields')} intro={t('editor.fields.intro')}>
          <FieldList
            fields={draft.fields.length > 0 ? draft.fields : [BLANK_FIELD]}
            choices={choices}
            errors={errors}
          />
          {props.starters.length > 0 ? (
            <fieldset class="starters">
              <legend>{t('editor.starter.legend')}</legend>
              <p class="hint">{t('editor.starter.hint')}</p>
              <p class="side-by-side">
                {props.starters.map((starter) => (
                  <button
                    type="submit"
                    name="edit"
                    value={`starter.${starter.id}`}
                    formaction={`${props.action}#${LANDING}`}
                    class="button secondary small"
                  >
                    {t('editor.starter.add', { name: starter.name })}
                  </button>
                ))}
              </p>
            </fieldset>
          ) : null}
        </Section>
        <Section id="flags" title={t('editor.section.flags')}>
          {props.flagLibrary.length > 0 ? (
            <div class="flag-picker">
              {props.flagLibrary.map((flag) =>
                placing ? (
                  <div class="flag-choice">
                    <Checkbox name="flags" value={flag.id} label={flag.name} checked={draft.flags.includes(flag.id)} />
                    <SeenBySelect
                      name={`seen_by.flags.${flag.id}`}
                      item={t('audiences.editor.flag', { name: flag.name })}
                      value={draft.seen_by?.flags[flag.id]}
                    />
                  </div>
                ) : (
                  <Checkbox name="flags" value={flag.id} label={flag.name} checked={draft.flags.includes(flag.id)} />
                ),
              )}
            </div>
          ) : (
            <p class="hint">{t('editor.flags.none')}</p>
          )}
          <p>
            <a href="/edit/flags">{t('editor.flags.library')}</a>
          </p>
        </Section>
        {props.kind === 'user' ? (
          <Section id="preferences" title={t('editor.section.ownPreferences')} intro={t('editor.preferences.intro')}>
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
            {t('editor.save')}
          </button>
          {/* Said here too after a list button: the page lands beside the change, far from the notice on top. */}
          <span class="save-state" data-save-state data-unsaved-changes={t('editor.unsavedChanges')} aria-live="polite">
            {props.state === 'unsaved' ? t('editor.unsavedChanges') : null}
          </span>
        </div>
      </form>
      {props.members ? (
        <MemberList members={props.members} groups={props.memberGroups ?? { groups: [], current: null }} />
      ) : null}
      {props.memberId ? <DeleteMemberForm memberId={props.memberId} csrf={props.csrf} /> : null}
    </section>
  );
}

/**
 * The preferences an entry can take: the built-ins in the page's language and the user's own (named
 * ones, saved or new) as they were typed.
 */
function preferenceChoices({ t }: Translator, custom: PreferenceDraft[]): Choices {
  const labels: Record<(typeof BUILT_IN_PREFERENCES)[number], string> = {
    favourite: t('profile.preference.favourite'),
    okay: t('profile.preference.okay'),
    jokingly: t('profile.preference.jokingly'),
    friends_only: t('profile.preference.friends_only'),
    avoid: t('profile.preference.avoid'),
  };
  return [
    ...BUILT_IN_PREFERENCES.map((value) => ({ value, label: labels[value] })),
    ...custom.filter((row) => row.tooltip.trim() !== '').map((row) => ({ value: row.id, label: row.tooltip })),
  ];
}
