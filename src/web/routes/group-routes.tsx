/**
 * Member groups in the browser (docs/GROUPS.md): the owner's list of groups (make, move), one group's
 * page (change, tick its members, delete). The same services and checks as the API's.
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError } from '../../core/errors.js';
import { checkBody, prepareBodyChecks } from '../../http/body-check.js';
import { listAudiences } from '../../modules/audiences/audience-service.js';
import {
  createGroup,
  deleteGroup,
  type GroupView,
  groupsSeenBy,
  updateGroup,
} from '../../modules/members/group-service.js';
import { getMe } from '../../modules/users/user-service.js';
import { parseDocument } from '../../profiles/documents/stored-document.js';
import { CreateGroupBody, type GroupInput, type GroupPatch, PatchGroupBody } from '../../profiles/schemas/group.js';
import { errorSentence } from '../support/error-sentences.js';
import { type FormBody, formText, requireVisitor } from '../support/form-requests.js';
import type { PageSender } from '../support/page-sender.js';
import { groupPath } from '../support/profile-views.js';
import type { FieldErrors } from '../views/form-controls.js';
import {
  EMPTY_GROUP_FORM,
  GroupEditPage,
  type GroupForm,
  type GroupRow,
  GroupsPage,
  type MemberChoice,
} from '../views/groups-editor.js';

export interface GroupPagesOptions {
  ctx: AppContext;
  pages: PageSender;
}

prepareBodyChecks(CreateGroupBody, PatchGroupBody);

/** Every value of a posted field (checkboxes send one per ticked box). */
function formList(body: unknown, key: string): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const value = (body as Record<string, unknown>)[key];
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === 'string');
}

/** The group form as posted (kept as typed, to come back with on a refusal). */
function postedForm(body: FormBody): GroupForm {
  return {
    name: formText(body, 'name'),
    display_name: formText(body, 'display_name'),
    description: formText(body, 'description'),
    icon: formText(body, 'icon'),
    color: formText(body, 'color'),
    unlisted: formText(body, 'unlisted') === 'on',
    shownTo: formText(body, 'shown_to') === 'audiences' ? 'audiences' : 'everyone',
    audiences: formList(body, 'audiences'),
  };
}

/** The form as a body of the group API: blank texts clear. */
function bodyOf(form: GroupForm) {
  return {
    name: form.name,
    display_name: form.display_name,
    description: form.description,
    icon: form.icon,
    color: form.color,
    unlisted: form.unlisted,
    audiences: form.shownTo === 'audiences' ? [...new Set(form.audiences)] : null,
  };
}

function formOf(group: GroupView): GroupForm {
  return {
    name: group.name,
    display_name: group.display_name ?? '',
    description: group.description ?? '',
    icon: group.icon ?? '',
    color: group.color ?? '',
    unlisted: group.unlisted ?? false,
    shownTo: group.audiences === null || group.audiences === undefined ? 'everyone' : 'audiences',
    audiences: group.audiences ?? [],
  };
}

export async function groupPages(app: FastifyInstance, { ctx, pages }: GroupPagesOptions) {
  const forms = { config: { rateLimit: 'web_forms' as const }, preHandler: app.csrfProtection };

  /** A refusal as sentences: beside its field where it has one, else on top. */
  function problems(request: FastifyRequest, error: ApiError, form: GroupForm) {
    const messages = pages.messages(request);
    const path = error.field?.path.split('.')[0];
    const sentence = errorSentence(messages, error, path === undefined ? undefined : bodyOf(form)[path as 'name']);
    const errors: FieldErrors = path === undefined ? {} : { [path]: sentence };
    return { errors, message: path === undefined ? sentence : null, status: error.status };
  }

  async function ownerGroups(userId: string) {
    const audiences = (await listAudiences(ctx, userId)).map(({ id, name }) => ({ id, name }));
    const username = parseDocument((await getMe(ctx, userId)).me).name;
    return { audiences, username, groups: await groupsSeenBy(ctx, userId, 'owner') };
  }

  async function listPage(
    request: FastifyRequest,
    reply: FastifyReply,
    state: { form?: GroupForm; errors?: FieldErrors; message?: string | null; notice?: string | null; status?: number },
  ) {
    const visitor = requireVisitor(request);
    const messages = pages.messages(request);
    const { audiences, username, groups } = await ownerGroups(visitor.userId);
    const names = new Map(audiences.map((audience) => [audience.id, audience.name]));
    const rows: GroupRow[] = groups.map((group) => ({
      id: group.id,
      name: group.name,
      display_name: group.display_name,
      icon: group.icon,
      color: group.color,
      unlisted: group.unlisted ?? false,
      audiences: group.audiences ? group.audiences.map((id) => names.get(id) ?? id) : null,
      count: group.member_ids.length,
      url: group.audiences === null ? groupPath(username, group.name) : null,
    }));
    return pages.send(
      request,
      reply,
      { title: messages.t('groups.editor.title') },
      <GroupsPage
        csrf={reply.generateCsrf()}
        groups={rows}
        form={state.form ?? EMPTY_GROUP_FORM}
        audiences={audiences}
        errors={state.errors ?? {}}
        message={state.message ?? null}
        notice={state.notice ?? null}
      />,
      { status: state.status ?? 200 },
    );
  }

  async function editPage(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    state: {
      form?: GroupForm;
      members?: string[];
      errors?: FieldErrors;
      message?: string | null;
      notice?: string | null;
      status?: number;
    },
  ) {
    const visitor = requireVisitor(request);
    const messages = pages.messages(request);
    const { audiences, username, groups } = await ownerGroups(visitor.userId);
    const group = groups.find((candidate) => candidate.id === id);
    if (!group) return reply.callNotFound();
    const me = await getMe(ctx, visitor.userId);
    const chosen = new Set(state.members ?? group.member_ids);
    const members: MemberChoice[] = [];
    for await (const page of me.members) {
      for (const item of page.items) {
        const member = parseDocument(item);
        members.push({
          id: member.id,
          name: member.name,
          display_name: member.display_name,
          inGroup: chosen.has(member.id),
        });
      }
    }
    return pages.send(
      request,
      reply,
      { title: messages.t('groups.editor.editTitle', { name: group.name }) },
      <GroupEditPage
        csrf={reply.generateCsrf()}
        id={group.id}
        form={state.form ?? formOf(group)}
        members={members}
        url={group.audiences === null ? groupPath(username, group.name) : null}
        audiences={audiences}
        errors={state.errors ?? {}}
        message={state.message ?? null}
        notice={state.notice ?? null}
      />,
      { status: state.status ?? 200 },
    );
  }

  app.get('/edit/groups', { config: { rateLimit: 'web_pages' } }, async (request, reply) =>
    listPage(request, reply, {}),
  );

  app.post<{ Body: FormBody }>('/edit/groups', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const form = postedForm(request.body);
    try {
      const made = await createGroup(ctx, visitor.userId, checkBody<GroupInput>(CreateGroupBody, bodyOf(form)));
      return reply.redirect(`/edit/groups/${made.group.id}?made=1`, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return listPage(request, reply, { form, ...problems(request, error, form) });
    }
  });

  app.get<{ Params: { id: string }; Querystring: { made?: string; saved?: string } }>(
    '/edit/groups/:id',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      const { t } = pages.messages(request);
      const notice =
        request.query.made === '1'
          ? t('groups.editor.made')
          : request.query.saved === '1'
            ? t('groups.editor.saved')
            : null;
      return editPage(request, reply, request.params.id, { notice });
    },
  );

  app.post<{ Params: { id: string }; Body: FormBody }>('/edit/groups/:id', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const form = postedForm(request.body);
    const ticked = formList(request.body, 'members');
    try {
      const groups = await groupsSeenBy(ctx, visitor.userId, 'owner');
      const group = groups.find((candidate) => candidate.id === request.params.id);
      // The members stay in the group's order; those ticked anew join at its end, in the list's order.
      const kept = group ? group.member_ids.filter((id) => ticked.includes(id)) : [];
      const members = [...kept, ...ticked.filter((id) => !kept.includes(id))];
      const body = checkBody<GroupPatch>(PatchGroupBody, { ...bodyOf(form), members });
      await updateGroup(ctx, visitor.userId, request.params.id, body);
      return reply.redirect(`/edit/groups/${request.params.id}?saved=1`, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404) return reply.callNotFound();
      return editPage(request, reply, request.params.id, { form, members: ticked, ...problems(request, error, form) });
    }
  });

  app.post<{ Params: { id: string }; Body: FormBody }>('/edit/groups/:id/move', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const groups = await groupsSeenBy(ctx, visitor.userId, 'owner');
    const at = groups.findIndex((group) => group.id === request.params.id);
    if (at === -1) return reply.callNotFound();
    const up = formText(request.body, 'direction') === 'up';
    await updateGroup(ctx, visitor.userId, request.params.id, { position: Math.max(0, at + (up ? -1 : 1)) });
    return reply.redirect('/edit/groups', 303);
  });

  app.post<{ Params: { id: string } }>('/edit/groups/:id/delete', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    try {
      await deleteGroup(ctx, visitor.userId, request.params.id);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
    const { t } = pages.messages(request);
    return listPage(request, reply, { notice: t('groups.editor.deleted') });
  });
}
