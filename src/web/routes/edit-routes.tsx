/**
 * The profile editor: /edit/profile and /edit/members/…. Forms are turned into the API's bodies and
 * checked against the API's own schemas, then go through the same services; an error shows the
 * API's message beside the field, with the form as it was sent.
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError, ErrorCode, invalidField } from '../../core/errors.js';
import { checkBody, prepareBodyChecks } from '../../http/body-check.js';
import { CreateMemberBody, PatchMemberBody } from '../../profiles/schemas/member.js';
import { PatchMeBody } from '../../profiles/schemas/user.js';
import type { Caller } from '../../modules/accounts/caller.js';
import { createFlag, deleteFlag, listOwnFlags, type NewFlag } from '../../modules/flags/flag-service.js';
import { CreateFlagBody } from '../../api/schemas/flags.js';
import { FlagsPage } from '../views/flags-page.js';
import {
  createMember,
  deleteMember,
  getMember,
  type MemberInput,
  type MemberPatch,
  updateMember,
} from '../../modules/members/member-service.js';
import { getMe, updateMe, type UserPatch } from '../../modules/users/user-service.js';
import { pronounDisplayText } from '../../profiles/rules/pronoun-display.js';
import type { PageSender } from '../support/page-sender.js';
import {
  compactDraft,
  draftFromForm,
  draftFromMe,
  draftFromMember,
  memberBodyOf,
  moveRow,
  type PreferenceDraft,
  type ProfileDraft,
  userPatchOf,
} from '../support/profile-form.js';
import { fieldErrors, type FormBody, formBody, formText, requireVisitor } from '../support/form-requests.js';
import { memberPath, userPath } from '../support/profile-views.js';
import { EditorPage, type EditorProps } from '../views/editor.js';
import { type OwnerDocument, parseDocument } from '../../profiles/documents/stored-document.js';

export interface EditPagesOptions {
  ctx: AppContext;
  pages: PageSender;
}

prepareBodyChecks(PatchMeBody, CreateMemberBody, PatchMemberBody, CreateFlagBody);

const derived = (pronouns: string) => pronounDisplayText({ pronouns });

interface OwnerState {
  me: OwnerDocument;
  members: Array<{ id: string; name: string; display_name: string | null; unlisted: boolean }>;
  preferences: PreferenceDraft[];
}

/** The draft a posted editor form holds, with the row its reorder button moved (as numbered in the form, before empty rows are dropped). */
function submittedDraft(request: FastifyRequest): { draft: ProfileDraft; move: string } {
  const raw = draftFromForm(formBody(request));
  const move = formText(request.body, 'move');
  if (move) moveRow(raw, move);
  return { draft: compactDraft(raw), move };
}

export async function editPages(app: FastifyInstance, { ctx, pages }: EditPagesOptions) {
  const forms = { config: { rateLimit: 'web_forms' as const }, preHandler: app.csrfProtection };
  const mediaBase = ctx.config.mediaBaseUrl ?? '/media';

  async function ownerState(visitor: Caller): Promise<OwnerState> {
    const answer = await getMe(ctx, visitor.userId);
    const me = parseDocument(answer.me);
    const members: OwnerState['members'] = [];
    for await (const page of answer.members) {
      for (const item of page.items) {
        const member = parseDocument(item);
        members.push({
          id: member.id,
          name: member.name,
          display_name: member.display_name,
          unlisted: member.unlisted,
        });
      }
    }
    return { me, members, preferences: draftFromMe(me, derived).custom };
  }

  async function flagLibrary(visitor: Caller) {
    return (await listOwnFlags(ctx, visitor.userId)).map((flag) => ({
      id: flag.id,
      name: flag.name,
      url: `${mediaBase}/flags/${flag.hash}.webp`,
    }));
  }

  function editor(request: FastifyRequest, reply: FastifyReply, props: Omit<EditorProps, 'csrf'>, status = 200) {
    return pages.send(request, reply, { title: props.heading }, <EditorPage {...props} csrf={reply.generateCsrf()} />, {
      status,
    });
  }

  async function profileEditor(
    request: FastifyRequest,
    reply: FastifyReply,
    state: { draft?: ProfileDraft; error?: ApiError | null; saved?: boolean; avatarError?: string | null },
  ) {
    const visitor = requireVisitor(request);
    const owner = await ownerState(visitor);
    const status = state.error?.status ?? (state.avatarError ? 400 : 200);
    return editor(
      request,
      reply,
      {
        kind: 'user',
        action: '/edit/profile',
        draft: state.draft ?? draftFromMe(owner.me, derived),
        savedPreferences: owner.preferences,
        flagLibrary: await flagLibrary(visitor),
        errors: fieldErrors(state.error ?? null),
        message: state.error?.message ?? null,
        saved: state.saved ?? false,
        heading: 'Edit your profile',
        viewUrl: userPath(owner.me.name),
        members: owner.members,
        memberId: null,
        avatar: {
          action: '/edit/profile/avatar',
          hasAvatar: owner.me.avatar !== null,
          url: owner.me.avatar ? `${mediaBase}/users/${owner.me.id}/${owner.me.avatar}.webp` : null,
          error: state.avatarError ?? null,
        },
      },
      status,
    );
  }

  app.get<{ Querystring: { saved?: string } }>(
    '/edit/profile',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => profileEditor(request, reply, { saved: request.query.saved === '1' }),
  );

  app.post<{ Body: FormBody }>('/edit/profile', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const { draft } = submittedDraft(request);
    try {
      const patch = checkBody<UserPatch>(PatchMeBody, userPatchOf(draft));
      await updateMe(ctx, visitor.userId, patch);
      return reply.redirect('/edit/profile?saved=1', 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return profileEditor(request, reply, { draft, error });
    }
  });

  /** The avatar of a multipart form as the API's base64, or null to remove it; undefined: nothing sent. */
  function avatarOf(body: FormBody & { avatar?: unknown }): string | null | undefined {
    if (formText(body, 'remove') === 'on') return null;
    const file = body.avatar as unknown;
    if (Buffer.isBuffer(file) && file.length > 0) return file.toString('base64');
    return undefined;
  }

  app.post<{ Body: FormBody }>('/edit/profile/avatar', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const avatar = avatarOf(formBody(request));
    if (avatar === undefined) return profileEditor(request, reply, { avatarError: 'Choose an image file first.' });
    try {
      await updateMe(ctx, visitor.userId, { avatar });
      return reply.redirect('/edit/profile?saved=1', 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return profileEditor(request, reply, { avatarError: error.details ?? error.message });
    }
  });

  async function ownMember(visitor: Caller, id: string) {
    const answer = await getMember(ctx, id, visitor);
    if (!answer.owner) throw new ApiError(ErrorCode.MemberNotFound);
    return {
      member: { ...parseDocument(answer.document.member), unlisted: answer.document.unlisted },
      user: parseDocument(answer.document.user),
    };
  }

  async function memberEditor(
    request: FastifyRequest,
    reply: FastifyReply,
    memberId: string | null,
    state: { draft?: ProfileDraft; error?: ApiError | null; saved?: boolean; avatarError?: string | null },
  ) {
    const visitor = requireVisitor(request);
    const owner = await ownerState(visitor);
    const current = memberId ? await ownMember(visitor, memberId) : null;
    const draft = state.draft ?? draftFromMember(current?.member ?? null, derived);
    return editor(
      request,
      reply,
      {
        kind: 'member',
        action: memberId ? `/edit/members/${memberId}` : '/edit/members/new',
        draft,
        savedPreferences: owner.preferences,
        flagLibrary: await flagLibrary(visitor),
        errors: fieldErrors(state.error ?? null),
        message: state.error?.message ?? null,
        saved: state.saved ?? false,
        heading: current ? `Edit ${current.member.name}` : 'New member',
        viewUrl: current ? memberPath(owner.me.name, current.member.name) : null,
        members: null,
        memberId,
        avatar: current
          ? {
              action: `/edit/members/${memberId}/avatar`,
              hasAvatar: current.member.avatar !== null,
              url: current.member.avatar
                ? `${mediaBase}/members/${current.member.id}/${current.member.avatar}.webp`
                : null,
              error: state.avatarError ?? null,
            }
          : null,
      },
      state.error?.status ?? (state.avatarError ? 400 : 200),
    );
  }

  app.get('/edit/members/new', { config: { rateLimit: 'web_pages' } }, async (request, reply) =>
    memberEditor(request, reply, null, {}),
  );

  app.post<{ Body: FormBody }>('/edit/members/new', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const { draft, move } = submittedDraft(request);
    try {
      const body = checkBody<MemberInput>(CreateMemberBody, memberBodyOf(draft));
      if (move) throw new ApiError(ErrorCode.BadRequest, 'Rows moved: save to create the member');
      const created = await createMember(ctx, visitor.userId, body);
      return reply.redirect(`/edit/members/${created.document.id}?saved=1`, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return memberEditor(request, reply, null, { draft, error });
    }
  });

  app.get<{ Params: { id: string }; Querystring: { saved?: string } }>(
    '/edit/members/:id',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => memberEditor(request, reply, request.params.id, { saved: request.query.saved === '1' }),
  );

  app.post<{ Params: { id: string }; Body: FormBody }>('/edit/members/:id', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await ownMember(visitor, request.params.id);
    const { draft } = submittedDraft(request);
    try {
      const body = checkBody<MemberPatch>(PatchMemberBody, memberBodyOf(draft));
      await updateMember(ctx, visitor.userId, request.params.id, body);
      return reply.redirect(`/edit/members/${request.params.id}?saved=1`, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return memberEditor(request, reply, request.params.id, { draft, error });
    }
  });

  app.post<{ Params: { id: string }; Body: FormBody }>('/edit/members/:id/avatar', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await ownMember(visitor, request.params.id);
    const avatar = avatarOf(formBody(request));
    if (avatar === undefined) {
      return memberEditor(request, reply, request.params.id, { avatarError: 'Choose an image file first.' });
    }
    try {
      await updateMember(ctx, visitor.userId, request.params.id, { avatar });
      return reply.redirect(`/edit/members/${request.params.id}?saved=1`, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return memberEditor(request, reply, request.params.id, { avatarError: error.details ?? error.message });
    }
  });

  async function flagsPage(
    request: FastifyRequest,
    reply: FastifyReply,
    state: { error?: ApiError; notice?: string; values?: { name: string; description: string } },
  ) {
    const visitor = requireVisitor(request);
    return pages.send(
      request,
      reply,
      { title: 'Your flags' },
      <FlagsPage
        csrf={reply.generateCsrf()}
        flags={(await listOwnFlags(ctx, visitor.userId)).map((flag) => ({
          ...flag,
          url: `${mediaBase}/flags/${flag.hash}.webp`,
        }))}
        message={state.error ? (state.error.details ?? state.error.message) : null}
        notice={state.notice ?? null}
        values={state.values ?? { name: '', description: '' }}
      />,
      { status: state.error?.status ?? 200 },
    );
  }

  app.get('/edit/flags', { config: { rateLimit: 'web_pages' } }, async (request, reply) =>
    flagsPage(request, reply, {}),
  );

  app.post<{ Body: FormBody & { flag?: unknown } }>('/edit/flags', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const values = { name: formText(request.body, 'name'), description: formText(request.body, 'description') };
    const file = formBody(request).flag;
    try {
      if (!Buffer.isBuffer(file) || file.length === 0) {
        throw invalidField('flag', 'choose an image file', undefined, 'Choose an image file for the flag.');
      }
      const body = checkBody<NewFlag>(CreateFlagBody, { flag: file.toString('base64'), ...values });
      await createFlag(ctx, visitor.userId, body);
      return flagsPage(request, reply, { notice: 'Flag added.' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return flagsPage(request, reply, { error, values });
    }
  });

  app.post<{ Params: { id: string } }>('/edit/flags/:id/delete', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await deleteFlag(ctx, visitor.userId, request.params.id);
    return flagsPage(request, reply, { notice: 'Flag removed.' });
  });

  app.post<{ Params: { id: string }; Body: FormBody }>('/edit/members/:id/delete', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await ownMember(visitor, request.params.id);
    if (formText(request.body, 'confirm') !== 'on') {
      return memberEditor(request, reply, request.params.id, {
        error: new ApiError(ErrorCode.BadRequest, 'Tick the box to confirm the deletion.'),
      });
    }
    await deleteMember(ctx, visitor.userId, request.params.id);
    return reply.redirect('/edit/profile', 303);
  });
}
