/**
 * What each public read route reads, as a PublicRead (public-reads.ts): the service's answer in its
 * JSON bytes, whose data it shows, and whether it is the caller's own view. The routes call these with
 * their caller, the batch lookups with none.
 */
import type { AppContext } from '../../context/app-context.js';
import type { Viewer } from '../../modules/accounts/caller.js';
import { getMember, getUserMember, listUserMembers, type MemberAnswer } from '../../modules/members/member-service.js';
import { getPublicUser } from '../../modules/users/user-service.js';
import { jsonWithList, memberJson, publicUserJson } from './json-answers.js';
import type { PublicRead } from './public-reads.js';

const EMPTY = Buffer.alloc(0);

/** A user by ID or username (GET /users/{userRef}). */
export async function readUser(ctx: AppContext, ref: string, viewer: Viewer | null): Promise<PublicRead> {
  const user = await getPublicUser(ctx, ref, viewer);
  return {
    answer: await publicUserJson(user),
    userId: user.user.id,
    validUntil: user.validUntil,
    // A suspended user is shown only to themselves and admins: never kept as a public answer.
    ownerView: user.restricted,
  };
}

/** A user's members (GET /users/{userRef}/members). */
export async function readMemberList(ctx: AppContext, ref: string, viewer: Viewer | null): Promise<PublicRead> {
  const list = await listUserMembers(ctx, ref, viewer);
  return {
    answer: await jsonWithList(EMPTY, list.pages, EMPTY),
    userId: list.userId,
    ownerView: list.owner || list.restricted,
  };
}

/** One of a user's members by ID or name (GET /users/{userRef}/members/{memberRef}). */
export async function readUserMember(
  ctx: AppContext,
  ref: string,
  memberRef: string,
  viewer: Viewer | null,
): Promise<PublicRead> {
  return memberRead(await getUserMember(ctx, ref, memberRef, viewer));
}

/** A member by ID (GET /members/{memberRef}). */
export async function readMember(ctx: AppContext, memberRef: string, viewer: Viewer | null): Promise<PublicRead> {
  return memberRead(await getMember(ctx, memberRef, viewer));
}

function memberRead(answer: MemberAnswer): PublicRead {
  return {
    answer: { bytes: memberJson(answer) },
    userId: answer.document.userId,
    memberIds: [answer.document.id],
    // A suspended owner's member is shown only to them and admins: never kept as a public answer.
    ownerView: answer.owner || answer.restricted,
  };
}
