/**
 * The profile editor: /edit/profile and /edit/members/…. Forms are turned into the API's bodies and
 * checked against the API's own schemas, then go through the same services; an error shows the
 * API's message beside the field, with the form as it was sent.
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { groupsSeenBy } from '../../modules/members/group-service.js';
import { addStarterField, starterName, starterOf, startersMissing } from '../support/starter-fields.js';
import { ApiError, ErrorCode, invalidField } from '../../core/errors.js';
import { checkBody, prepareBodyChecks } from '../../http/body-check.js';
import { CreateMemberBody, PatchMemberBody } from '../../profiles/schemas/member.js';
import { PatchMeBody } from '../../profiles/schemas/user.js';
import type { Caller } from '../../modules/accounts/caller.js';
import {
  createFlag,
  deleteFlag,
  type FlagPatch,
  listOwnFlags,
  type NewFlag,
  updateFlag,
} from '../../modules/flags/flag-service.js';
import { CreateFlagBody, PatchFlagBody } from '../../api/schemas/flags.js';
import { addPrideFlag, PRIDE_FLAGS, prideFlagPreview } from '../../modules/flags/pride-flags.js';
import { FlagsPage } from '../views/flags-page.js';
import { prideFlagNames, prideFlagWords } from '../support/pride-flag-words.js';
import {
  createMember,
  deleteMember,
  getMember,
  type MemberInput,
  ownMemberPronounEntries,
  rerollMemberSid,
  type MemberPatch,
  updateMember,
} from '../../modules/members/member-service.js';
import {
  getMe,
  ownPronounEntries,
  rerollUserSid,
  updateMe,
  usernameOf,
  type UserPatch,
} from '../../modules/users/user-service.js';
import { listAudiences } from '../../modules/audiences/audience-service.js';
import { draftWithPlacements, placementsOf, placesAnything, withKnownAudiences } from '../support/placement-form.js';
import type { Placing } from '../views/placement-select.js';
import type { PageSender } from '../support/page-sender.js';
import {
  applyListEdit,
  blankPreference,
  compactDraft,
  draftFromForm,
  draftFromMe,
  draftFromMember,
  landingAfter,
  memberBodyOf,
  type ProfileDraft,
  userPatchOf,
} from '../support/profile-form.js';
import { type FormBody, formBody, formText, requireVisitor } from '../support/form-requests.js';
import { memberPath, userPath } from '../support/profile-views.js';
import { type EditorMember, EditorPage, type EditorProps, UPLOAD_LIMIT_BYTES } from '../views/editor.js';
import { pageNumber, pageOf, searchText } from '../views/paging.js';
import type { FieldErrors } from '../views/form-controls.js';
import { placeErrors } from '../support/editor-errors.js';
import { draftProblems } from '../support/draft-problems.js';
import { fieldName, fieldSentence, valueAt } from '../support/field-sentences.js';
import type { Translator } from '../../i18n/translator.js';
import { OversizedUpload, uploadedFile } from '../support/uploads.js';
import { errorSentence } from '../support/error-sentences.js';
import { prepareImage } from '../../modules/media/avatar-upload.js';
import { type MemberDocument, parseDocument } from '../../profiles/documents/stored-document.js';
import type { Placements } from '../../profiles/rules/placements.js';
import { requestOrigin } from '../../http/request-origin.js';

export interface EditPagesOptions {
  ctx: AppContext;
  pages: PageSender;
}

prepareBodyChecks(PatchMeBody, CreateMemberBody, PatchMemberBody, CreateFlagBody, PatchFlagBody);

/** What an editor page shows besides the draft. */
interface EditorState {
  welcome?: boolean;
  /** Which members the list shows: its page and search (query parameters of the editor's address). */
  memberList?: { page: number; query: string; group?: string };
  draft?: ProfileDraft;
  errors?: FieldErrors;
  message?: string | null;
  state?: EditorProps['state'];
  landing?: string | null;
  avatar?: { pending: string | null; remove: boolean };
  status?: number;
}

/** An editor form as posted: the draft as it was sent, the list button pressed, and the avatar inputs. */
interface Submission {
  draft: ProfileDraft;
  edit: string;
  upload: Buffer | OversizedUpload | undefined;
  pending: string | null;
  remove: boolean;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function submission(request: FastifyRequest): Submission {
  const body = formBody(request);
  const pending = formText(body, 'avatar_pending');
  return {
    draft: draftFromForm(body),
    edit: formText(body, 'edit'),
    upload: uploadedFile((body as Record<string, unknown>).avatar),
    pending: pending !== '' && BASE64.test(pending) ? pending : null,
    remove: formText(body, 'avatar_remove') === 'on',
  };
}

/** The sentence for an image over the upload limit, in the page's language. */
const tooLarge = (messages: Translator) =>
  messages.t('editor.upload.tooLarge', { limit: UPLOAD_LIMIT_BYTES / (1024 * 1024) });

/**
 * What the flags page says about a failed upload or rename: a field's problem as a sentence in the
 * page's language (the flags page's own refusals already are one); anything else as its error's sentence.
 */
function flagProblem(messages: Translator, error: ApiError, values: Record<string, string> = {}): string {
  const problem = error.field;
  if (error.code === ErrorCode.TooManyFlags) return messages.t('flags.full');
  if (error.code === ErrorCode.NotFound) return messages.t('flags.gone');
  if (!problem || error.named) return errorSentence(messages, error);
  const field = fieldName(messages, problem.path);
  return fieldSentence(messages, problem, valueAt(values, problem.path), field);
}

/**
 * A placement refused by the save names an audience that is gone (deleted in another tab): said on top,
 * as the menus have no field of that name; the page shows them without it.
 */
function placementProblemOnTop(messages: Translator, state: EditorState): EditorState {
  if (state.errors?.placements === undefined) return state;
  const { placements: _gone, ...errors } = state.errors;
  return { ...state, errors, message: messages.t('audiences.problem.placementGone') };
}

export async function editPages(app: FastifyInstance, { ctx, pages }: EditPagesOptions) {
  const forms = { config: { rateLimit: 'web_forms' as const }, preHandler: app.csrfProtection };
  const mediaBase = ctx.config.mediaBaseUrl ?? '/media';

  async function ownerState(visitor: Caller) {
    const answer = await getMe(ctx, visitor.userId);
    const me = parseDocument(answer.me);
    const members: EditorMember[] = [];
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
    return { me, members };
  }

  async function flagLibrary(visitor: Caller) {
    return (await listOwnFlags(ctx, visitor.userId)).map((flag) => ({
      id: flag.id,
      name: flag.name,
      url: `${mediaBase}/flags/${flag.hash}.webp`,
    }));
  }

  function editor(
    request: FastifyRequest,
    reply: FastifyReply,
    props: Omit<EditorProps, 'csrf' | 'starters'>,
    status: number,
  ) {
    const { t } = pages.messages(request);
    const starters = startersMissing(t, props.draft).map((id) => ({ id, name: starterName(t, id) }));
    return pages.send(
      request,
      reply,
      { title: props.heading },
      <EditorPage {...props} starters={starters} csrf={reply.generateCsrf()} />,
      { status },
    );
  }

  /**
   * What the avatar inputs become when the form comes back unsaved: an image chosen now is converted
   * and carried in the form (so it is not lost), or the one carried before stays.
   */
  async function keptAvatar(
    messages: Translator,
    sent: Submission,
    errors: FieldErrors,
  ): Promise<{ pending: string | null; remove: boolean }> {
    const kept = { pending: sent.pending, remove: sent.remove };
    if (sent.upload instanceof OversizedUpload) {
      errors.avatar ??= tooLarge(messages);
      return kept;
    }
    // An image error about a carried image (none was chosen now) drops it: it cannot be used.
    if (sent.upload === undefined) return errors.avatar === undefined ? kept : { ...kept, pending: null };
    if (errors.avatar !== undefined) return kept;
    try {
      const image = await prepareImage(ctx, 'avatar', sent.upload.toString('base64'));
      return { pending: image.bytes.toString('base64'), remove: false };
    } catch (error) {
      if (!(error instanceof ApiError) || !error.field) throw error;
      errors.avatar = fieldSentence(messages, error.field, undefined, messages.t('field.avatar'));
      return kept;
    }
  }

  /** The avatar value of the API body: null removes it, undefined leaves it as it is. */
  function avatarValue(sent: Submission): string | null | undefined {
    if (sent.remove) return null;
    if (Buffer.isBuffer(sent.upload)) return sent.upload.toString('base64');
    return sent.pending ?? undefined;
  }

  /**
   * A posted editor form: a list button changes the draft and shows it again, unsaved; Save checks the
   * draft (`problemsOf`: all that is wrong at once) and saves it through `save`, or shows it again with
   * its errors.
   */
  async function handleEditorPost(
    request: FastifyRequest,
    reply: FastifyReply,
    bodyOf: (draft: ProfileDraft) => unknown,
    problemsOf: (body: unknown) => ApiError[],
    save: (body: unknown) => Promise<string>,
    show: (state: EditorState) => Promise<unknown>,
  ) {
    const sent = submission(request);
    const messages = pages.messages(request);
    if (sent.edit) {
      const starter = starterOf(sent.edit);
      const applied =
        starter === null ? applyListEdit(sent.draft, sent.edit) : addStarterField(messages.t, sent.draft, starter);
      const errors: FieldErrors = {};
      const avatar = await keptAvatar(messages, sent, errors);
      if (!applied) {
        return show({ draft: sent.draft, errors, avatar, message: messages.t('editor.unknownButton'), status: 400 });
      }
      return show({
        draft: sent.draft,
        errors,
        avatar,
        state: 'unsaved',
        landing: landingAfter(sent.draft, sent.edit),
      });
    }
    const draft = compactDraft(sent.draft);
    if (sent.upload instanceof OversizedUpload) {
      const errors: FieldErrors = {};
      return show({ draft, errors, avatar: await keptAvatar(messages, sent, errors), status: 400 });
    }
    const avatar = avatarValue(sent);
    const body = { ...(bodyOf(draft) as object), ...(avatar === undefined ? {} : { avatar }) };
    const unsaved = async (problems: ApiError[]) => {
      const placed = placeErrors(messages, problems, body, draft);
      return show({
        draft,
        errors: placed.errors,
        message: placed.message,
        avatar: await keptAvatar(messages, sent, placed.errors),
        status: problems[0]?.status ?? 400,
      });
    };
    const problems = problemsOf(body);
    if (problems.length > 0) return unsaved(problems);
    try {
      return reply.redirect(await save(body), 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return unsaved([error]);
    }
  }

  /**
   * "Who sees this" for the owner: their audiences, once they have one (or have placed items, so
   * they can take them back), and the draft's menus set from their placements.
   */
  async function placingOf(
    visitor: Caller,
    me: Awaited<ReturnType<typeof ownerState>>['me'],
    placements: Placements = me.placements ?? {},
  ) {
    const audiences = (await listAudiences(ctx, visitor.userId)).map(({ id, name }) => ({ id, name }));
    if (audiences.length === 0 && !placesAnything(placements)) return { placing: 'none' as const, placements };
    const friends = audiences.find((audience) => audience.id === me.friends_audience)?.name ?? null;
    const placing: Placing = { audiences, friendsAudience: friends };
    return { placing, placements };
  }

  async function profileEditor(request: FastifyRequest, reply: FastifyReply, state: EditorState) {
    const visitor = requireVisitor(request);
    const owner = await ownerState(visitor);
    const { placing, placements } = await placingOf(visitor, owner.me);
    const saved = draftFromMe(owner.me, state.draft ? [] : await ownPronounEntries(ctx, visitor.userId));
    // The member list's filter: the owner's groups; one chosen shows its members only.
    const groups = await groupsSeenBy(ctx, visitor.userId, 'owner');
    const current = groups.find((group) => group.id === state.memberList?.group) ?? null;
    const inCurrent = current && new Set(current.member_ids);
    return editor(
      request,
      reply,
      {
        kind: 'user',
        action: '/edit/profile',
        draft: state.draft
          ? placing === 'none'
            ? state.draft
            : withKnownAudiences(state.draft, new Set(placing.audiences.map((audience) => audience.id)))
          : placing === 'none'
            ? saved
            : draftWithPlacements(saved, placements),
        placing,
        flagLibrary: await flagLibrary(visitor),
        errors: state.errors ?? {},
        message: state.message ?? null,
        state: state.state ?? null,
        landing: state.landing ?? null,
        heading: pages.messages(request).t('editor.heading.profile'),
        viewUrl: userPath(owner.me.name),
        members: pageOf(
          inCurrent ? owner.members.filter((member) => inCurrent.has(member.id)) : owner.members,
          (member) => [member.name, member.display_name],
          state.memberList?.page ?? 1,
          state.memberList?.query ?? '',
        ),
        memberGroups: {
          groups: groups.map((group) => ({
            id: group.id,
            name: group.name,
            display_name: group.display_name,
            icon: group.icon,
            color: group.color,
            count: group.member_ids.length,
          })),
          current: current?.id ?? null,
        },
        memberId: null,
        avatar: {
          url: owner.me.avatar ? `${mediaBase}/users/${owner.me.id}/${owner.me.avatar}.webp` : null,
          pending: state.avatar?.pending ?? null,
          remove: state.avatar?.remove ?? false,
        },
        ownerPreferences: null,
        blankPreference: blankPreference(),
        welcome: state.welcome
          ? {
              name: owner.me.name,
              pageUrl: `${ctx.config.publicUrl ?? requestOrigin(request)}${userPath(owner.me.name)}`,
            }
          : null,
      },
      state.status ?? 200,
    );
  }

  app.get<{
    Querystring: {
      saved?: string;
      welcome?: string;
      members_page?: string;
      members_q?: string;
      members_group?: string;
    };
  }>('/edit/profile', { config: { rateLimit: 'web_pages' } }, async (request, reply) =>
    profileEditor(request, reply, {
      state: request.query.saved === '1' ? 'saved' : null,
      welcome: request.query.welcome === '1',
      memberList: {
        page: pageNumber(request.query.members_page),
        query: searchText(request.query.members_q),
        group: typeof request.query.members_group === 'string' ? request.query.members_group : undefined,
      },
    }),
  );

  app.post<{ Body: FormBody }>('/edit/profile', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    return handleEditorPost(
      request,
      reply,
      // With the menus on the form, every item's placement goes with the save, and replaces the stored ones.
      (draft) => ({ ...userPatchOf(draft), ...(draft.seen_by ? { placements: placementsOf(draft) } : {}) }),
      (body) => draftProblems(PatchMeBody, body, true),
      async (body) => {
        await updateMe(ctx, visitor.userId, checkBody<UserPatch>(PatchMeBody, body));
        return '/edit/profile?saved=1';
      },
      (state) => profileEditor(request, reply, placementProblemOnTop(pages.messages(request), state)),
    );
  });

  /** A member's body, with every kind of placement when the form has the menus (as the profile's). */
  const memberBodyWithPlacements = (draft: ProfileDraft) => ({
    ...memberBodyOf(draft),
    ...(draft.seen_by ? { placements: placementsOf(draft) } : {}),
  });

  async function ownMember(visitor: Caller, id: string) {
    const answer = await getMember(ctx, id, visitor);
    if (!answer.owner) throw new ApiError(ErrorCode.MemberNotFound);
    // The owner's view of a member carries its placements besides the Member.
    const member: MemberDocument & { placements?: Placements } = parseDocument(answer.document.member);
    return {
      member: { ...member, unlisted: answer.document.unlisted },
      placements: member.placements ?? {},
      user: parseDocument(answer.document.user),
    };
  }

  async function memberEditor(
    request: FastifyRequest,
    reply: FastifyReply,
    memberId: string | null,
    state: EditorState,
  ) {
    const visitor = requireVisitor(request);
    const owner = await ownerState(visitor);
    const current = memberId ? await ownMember(visitor, memberId) : null;
    // "Who sees this": the owner's audiences, the member's own placements (and the member's as a whole).
    const { placing } = await placingOf(visitor, owner.me, current?.placements ?? {});
    const saved = draftFromMember(
      current?.member ?? null,
      current && !state.draft ? await ownMemberPronounEntries(ctx, visitor.userId, current.member.id) : [],
    );
    const draft = state.draft
      ? placing === 'none'
        ? state.draft
        : withKnownAudiences(state.draft, new Set(placing.audiences.map((audience) => audience.id)))
      : placing === 'none'
        ? saved
        : draftWithPlacements(saved, current?.placements ?? {}, true);
    return editor(
      request,
      reply,
      {
        kind: 'member',
        action: memberId ? `/edit/members/${memberId}` : '/edit/members/new',
        draft,
        flagLibrary: await flagLibrary(visitor),
        errors: state.errors ?? {},
        message: state.message ?? null,
        state: state.state ?? null,
        landing: state.landing ?? null,
        heading: current
          ? pages.messages(request).t('editor.heading.member', { name: current.member.name })
          : pages.messages(request).t('editor.heading.newMember'),
        viewUrl: current ? memberPath(owner.me.name, current.member.name) : null,
        members: null,
        memberId,
        avatar: {
          url: current?.member.avatar
            ? `${mediaBase}/members/${current.member.id}/${current.member.avatar}.webp`
            : null,
          pending: state.avatar?.pending ?? null,
          remove: state.avatar?.remove ?? false,
        },
        ownerPreferences: draftFromMe(owner.me, []).custom,
        blankPreference: blankPreference(),
        welcome: null,
        placing,
      },
      state.status ?? 200,
    );
  }

  app.get('/edit/members/new', { config: { rateLimit: 'web_pages' } }, async (request, reply) =>
    memberEditor(request, reply, null, {}),
  );

  app.post<{ Body: FormBody }>('/edit/members/new', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    return handleEditorPost(
      request,
      reply,
      memberBodyWithPlacements,
      (body) => draftProblems(CreateMemberBody, body, false),
      async (body) => {
        const created = await createMember(ctx, visitor.userId, checkBody<MemberInput>(CreateMemberBody, body));
        return `/edit/members/${created.document.id}?saved=1`;
      },
      (state) => memberEditor(request, reply, null, state),
    );
  });

  app.get<{ Params: { id: string }; Querystring: { saved?: string } }>(
    '/edit/members/:id',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) =>
      memberEditor(request, reply, request.params.id, { state: request.query.saved === '1' ? 'saved' : null }),
  );

  app.post<{ Params: { id: string }; Body: FormBody }>('/edit/members/:id', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const id = request.params.id;
    await ownMember(visitor, id);
    return handleEditorPost(
      request,
      reply,
      memberBodyWithPlacements,
      (body) => draftProblems(PatchMemberBody, body, false),
      async (body) => {
        await updateMember(ctx, visitor.userId, id, checkBody<MemberPatch>(PatchMemberBody, body));
        return `/edit/members/${id}?saved=1`;
      },
      (state) => memberEditor(request, reply, id, state),
    );
  });

  /** "New short link" on one's own page: rerolled (at most once an hour), then back to the page. */
  async function newShortLink(reply: FastifyReply, reroll: () => Promise<unknown>, page: () => Promise<string>) {
    let outcome = 'new';
    try {
      await reroll();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== ErrorCode.SidRerollTooSoon) throw error;
      outcome = 'soon';
    }
    return reply.redirect(`${await page()}?short=${outcome}`, 303);
  }

  app.post('/edit/short-link', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    return newShortLink(
      reply,
      () => rerollUserSid(ctx, visitor.userId),
      async () => userPath((await usernameOf(ctx, visitor.userId)) ?? ''),
    );
  });

  app.post<{ Params: { id: string } }>('/edit/members/:id/short-link', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const { member, user } = await ownMember(visitor, request.params.id);
    return newShortLink(
      reply,
      () => rerollMemberSid(ctx, visitor.userId, member.id),
      async () => memberPath(user.name, member.name),
    );
  });

  async function flagsPage(
    request: FastifyRequest,
    reply: FastifyReply,
    state: { error?: ApiError; notice?: string; values?: { name: string; description: string } },
  ) {
    const visitor = requireVisitor(request);
    const messages = pages.messages(request);
    const library = await listOwnFlags(ctx, visitor.userId);
    return pages.send(
      request,
      reply,
      { title: messages.t('flags.title') },
      <FlagsPage
        prideFlags={PRIDE_FLAGS.map((flag) => {
          const names = prideFlagNames(flag.key, flag.name);
          return {
            key: flag.key,
            name: prideFlagWords(messages, flag.key)?.name ?? flag.name,
            added: library.some((own) => names.has(own.name)),
          };
        })}
        csrf={reply.generateCsrf()}
        flags={library.map((flag) => ({
          ...flag,
          url: `${mediaBase}/flags/${flag.hash}.webp`,
        }))}
        message={state.error ? flagProblem(messages, state.error, state.values) : null}
        notice={state.notice ?? null}
        values={state.values ?? { name: '', description: '' }}
      />,
      { status: state.error?.status ?? 200 },
    );
  }

  app.get('/edit/flags', { config: { rateLimit: 'web_pages' } }, async (request, reply) =>
    flagsPage(request, reply, {}),
  );

  app.post<{ Body: FormBody }>('/edit/flags', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const values = { name: formText(request.body, 'name'), description: formText(request.body, 'description') };
    const file = uploadedFile((formBody(request) as Record<string, unknown>).flag);
    const messages = pages.messages(request);
    try {
      if (file instanceof OversizedUpload) {
        const sentence = tooLarge(messages);
        throw invalidField('flag', sentence, undefined, sentence);
      }
      if (file === undefined) {
        const sentence = messages.t('flags.noFile');
        throw invalidField('flag', 'choose an image file', undefined, sentence);
      }
      const body = checkBody<NewFlag>(CreateFlagBody, { flag: file.toString('base64'), ...values });
      await createFlag(ctx, visitor.userId, body);
      return flagsPage(request, reply, { notice: messages.t('flags.notice.added') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return flagsPage(request, reply, { error, values });
    }
  });

  app.post<{ Body: FormBody }>('/edit/flags/common', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    try {
      const messages = pages.messages(request);
      const added = await addPrideFlag(ctx, visitor.userId, formText(request.body, 'flag'), (key) =>
        prideFlagWords(messages, key),
      );
      return flagsPage(request, reply, { notice: messages.t('flags.notice.commonAdded', { name: added.name }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return flagsPage(request, reply, { error });
    }
  });

  app.get<{ Params: { file: string } }>(
    '/assets/pride/:file',
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      const picture = prideFlagPreview(ctx, request.params.file.replace(/\.png$/, ''));
      if (!request.params.file.endsWith('.png') || picture === null) return reply.callNotFound();
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(await picture);
    },
  );

  app.post<{ Params: { id: string }; Body: FormBody }>('/edit/flags/:id', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const values = { name: formText(request.body, 'name'), description: formText(request.body, 'description') };
    try {
      // Every profile showing the flag follows (the one write path).
      await updateFlag(ctx, visitor.userId, request.params.id, checkBody<FlagPatch>(PatchFlagBody, values));
      return flagsPage(request, reply, {
        notice: pages.messages(request).t('flags.notice.renamed', { name: values.name.trim() }),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return flagsPage(request, reply, { error });
    }
  });

  app.post<{ Params: { id: string } }>('/edit/flags/:id/delete', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await deleteFlag(ctx, visitor.userId, request.params.id);
    return flagsPage(request, reply, { notice: pages.messages(request).t('flags.notice.removed') });
  });

  app.post<{ Params: { id: string }; Body: FormBody }>('/edit/members/:id/delete', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await ownMember(visitor, request.params.id);
    if (formText(request.body, 'confirm') !== 'on') {
      return memberEditor(request, reply, request.params.id, {
        message: pages.messages(request).t('editor.member.delete.unconfirmed'),
        status: 400,
      });
    }
    await deleteMember(ctx, visitor.userId, request.params.id);
    return reply.redirect('/edit/profile', 303);
  });
}
