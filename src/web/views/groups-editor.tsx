/**
 * The group editor (docs/GROUPS.md): the owner's member groups in their order, a form to make one,
 * and one group's page with its members to tick. Every action is a plain form; a form that did not go
 * through comes back with what was typed and a sentence beside the field.
 */
import type { VNode } from 'preact';
import { Checkbox, Csrf, ErrorSummary, type FieldErrors, Notice, TextArea, TextField } from './form-controls.js';
import { GroupName } from './group-filter.js';
import { Icon } from './icon.js';
import { useMessages } from './messages.js';

/** A group's editable values as the form holds them (what was typed, after a refusal). */
export interface GroupForm {
  name: string;
  display_name: string;
  description: string;
  icon: string;
  color: string;
  unlisted: boolean;
  /** 'everyone', or 'audiences': only the audiences ticked (none: only the owner). */
  shownTo: 'everyone' | 'audiences';
  audiences: string[];
}

export const EMPTY_GROUP_FORM: GroupForm = {
  name: '',
  display_name: '',
  description: '',
  icon: '',
  color: '',
  unlisted: false,
  shownTo: 'everyone',
  audiences: [],
};

export interface GroupRow {
  id: string;
  name: string;
  display_name: string | null;
  icon: string | null;
  color: string | null;
  unlisted: boolean;
  /** null: everyone who sees the member list; else the names of the audiences that see it ([]: only the owner). */
  audiences: string[] | null;
  count: number;
  /** Its public page (for a group everyone may see). */
  url: string | null;
}

interface Common {
  csrf: string;
  notice: string | null;
  message: string | null;
  errors: FieldErrors;
  audiences: Array<{ id: string; name: string }>;
}

/** Who sees a group, in a few words (a badge of the list). */
function shownToWords(t: ReturnType<typeof useMessages>['t'], row: GroupRow): string | null {
  if (row.audiences === null) return null;
  if (row.audiences.length === 0) return t('groups.editor.onlyYou');
  return t('groups.editor.onlyAudiences', { audiences: row.audiences.join(', ') });
}

/** The fields of a group: its name and looks, and who sees it. */
function GroupFields({
  form,
  errors,
  audiences,
}: {
  form: GroupForm;
  errors: FieldErrors;
  audiences: Common['audiences'];
}) {
  const { t } = useMessages();
  return (
    <>
      <TextField
        name="name"
        label={t('groups.editor.name')}
        value={form.name}
        errors={errors}
        hint={t('groups.editor.nameHint')}
        required
        autocomplete="off"
      />
      <TextField
        name="display_name"
        label={t('groups.editor.displayName')}
        value={form.display_name}
        errors={errors}
        autocomplete="off"
      />
      <TextArea
        name="description"
        label={t('groups.editor.description')}
        value={form.description}
        errors={errors}
        rows={3}
      />
      <div class="field-pair">
        <TextField
          name="icon"
          label={t('groups.editor.icon')}
          value={form.icon}
          errors={errors}
          hint={t('groups.editor.iconHint')}
          autocomplete="off"
        />
        <TextField
          name="color"
          label={t('groups.editor.color')}
          value={form.color}
          errors={errors}
          hint={t('groups.editor.colorHint')}
          placeholder="#a05cd6"
          autocomplete="off"
        />
      </div>
      <Checkbox
        name="unlisted"
        label={t('groups.editor.unlisted')}
        checked={form.unlisted}
        hint={t('groups.editor.unlistedHint')}
      />
      <fieldset class="shown-to">
        <legend>{t('groups.editor.shownTo')}</legend>
        <div class="control check">
          <input
            id="f-shown_to-everyone"
            type="radio"
            name="shown_to"
            value="everyone"
            checked={form.shownTo === 'everyone'}
          />
          <label for="f-shown_to-everyone">{t('groups.editor.shownToEveryone')}</label>
        </div>
        <div class="control check">
          <input
            id="f-shown_to-audiences"
            type="radio"
            name="shown_to"
            value="audiences"
            checked={form.shownTo === 'audiences'}
          />
          <label for="f-shown_to-audiences">{t('groups.editor.shownToAudiences')}</label>
        </div>
        {audiences.length === 0 ? (
          <p class="hint">{t('groups.editor.noAudiences')}</p>
        ) : (
          <ul class="plain-list">
            {audiences.map((audience) => (
              <li>
                <Checkbox
                  name="audiences"
                  value={audience.id}
                  label={audience.name}
                  checked={form.audiences.includes(audience.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </>
  );
}

export function GroupsPage(props: Common & { groups: GroupRow[]; form: GroupForm }): VNode {
  const { t } = useMessages();
  const last = props.groups.length - 1;
  return (
    <section class="settings groups-editor">
      <p class="back">
        <a href="/edit/profile#members">
          <Icon name="arrow-left" label={null} /> {t('groups.editor.back')}
        </a>
      </p>
      <h1>{t('groups.editor.title')}</h1>
      <p>{t('groups.editor.lead')}</p>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={props.message} errors={props.errors} />
      {props.groups.length === 0 ? <p class="hint">{t('groups.editor.none')}</p> : null}
      <ol class="group-rows">
        {props.groups.map((group, i) => {
          const shownTo = shownToWords(t, group);
          return (
            <li>
              <span class="group-row-name">
                <a href={`/edit/groups/${group.id}`}>
                  <GroupName group={group} />
                </a>{' '}
                <span class="hint">{t('groups.filter.count', { count: group.count })}</span>{' '}
                {group.unlisted ? <span class="badge">{t('groups.editor.unlistedBadge')}</span> : null}{' '}
                {shownTo ? <span class="badge">{shownTo}</span> : null}
              </span>
              <span class="group-row-actions">
                {group.url ? <a href={group.url}>{t('groups.editor.view')}</a> : null}
                <form method="post" action={`/edit/groups/${group.id}/move`}>
                  <Csrf token={props.csrf} />
                  <button
                    type="submit"
                    name="direction"
                    value="up"
                    class="button secondary small"
                    disabled={i === 0}
                    aria-label={t('groups.editor.moveUp', { name: group.display_name ?? group.name })}
                  >
                    <Icon name="arrow-up" label={null} />
                  </button>
                  <button
                    type="submit"
                    name="direction"
                    value="down"
                    class="button secondary small"
                    disabled={i === last}
                    aria-label={t('groups.editor.moveDown', { name: group.display_name ?? group.name })}
                  >
                    <Icon name="arrow-down" label={null} />
                  </button>
                </form>
              </span>
            </li>
          );
        })}
      </ol>
      <section aria-labelledby="new-group-heading">
        <h2 id="new-group-heading">{t('groups.editor.new')}</h2>
        <form method="post" action="/edit/groups">
          <Csrf token={props.csrf} />
          <GroupFields form={props.form} errors={props.errors} audiences={props.audiences} />
          <button type="submit" class="button">
            {t('groups.editor.create')}
          </button>
        </form>
      </section>
    </section>
  );
}

/** One of the owner's members, to tick in or out of the group. */
export interface MemberChoice {
  id: string;
  name: string;
  display_name: string | null;
  inGroup: boolean;
}

export function GroupEditPage(
  props: Common & { id: string; form: GroupForm; members: MemberChoice[]; url: string | null },
): VNode {
  const { t } = useMessages();
  return (
    <section class="settings groups-editor">
      <p class="back">
        <a href="/edit/groups">
          <Icon name="arrow-left" label={null} /> {t('groups.editor.title')}
        </a>
      </p>
      <h1>{t('groups.editor.editTitle', { name: props.form.name })}</h1>
      {props.url ? (
        <p>
          <a href={props.url}>{t('groups.editor.view')}</a>
        </p>
      ) : null}
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={props.message} errors={props.errors} />
      <form method="post" action={`/edit/groups/${props.id}`}>
        <Csrf token={props.csrf} />
        <GroupFields form={props.form} errors={props.errors} audiences={props.audiences} />
        <fieldset class="group-members">
          <legend>{t('groups.editor.members')}</legend>
          {props.members.length === 0 ? (
            <p class="hint">
              {t('groups.editor.noMembers')} <a href="/edit/members/new">{t('editor.members.new')}</a>
            </p>
          ) : (
            <ul class="plain-list member-choices">
              {props.members.map((member) => (
                <li>
                  <Checkbox
                    name="members"
                    value={member.id}
                    label={
                      member.display_name && member.display_name !== member.name
                        ? `${member.display_name} (${member.name})`
                        : member.name
                    }
                    checked={member.inGroup}
                  />
                </li>
              ))}
            </ul>
          )}
          {props.errors.members ? <p class="field-error">{props.errors.members}</p> : null}
        </fieldset>
        <button type="submit" class="button">
          {t('groups.editor.save')}
        </button>
      </form>
      <section aria-labelledby="delete-group-heading" class="danger-zone">
        <h2 id="delete-group-heading">{t('groups.editor.delete')}</h2>
        <p>{t('groups.editor.deleteLead')}</p>
        <form method="post" action={`/edit/groups/${props.id}/delete`}>
          <Csrf token={props.csrf} />
          <button type="submit" class="button danger">
            {t('groups.editor.deleteButton')}
          </button>
        </form>
      </section>
    </section>
  );
}
