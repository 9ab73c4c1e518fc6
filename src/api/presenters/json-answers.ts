/**
 * Answers built from stored documents: they arrive from the database as bytes and are spliced
 * together (with the document module's splices) and sent as they are — never decoded, parsed or
 * serialised again. A member list is read a
 * page at a time: a short one (one page, nearly always) goes out as one buffer; a longer one is
 * streamed page by page, so that the answer for an account at its limits (tens of MB) never sits
 * whole in memory.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { MemberAnswer } from '../../modules/members/member-service.js';
import type { MeAnswer, PublicUserAnswer } from '../../modules/users/user-service.js';
import type { MemberPages } from '../../profiles/profile-reader.js';
import { openDocument, withDocument, withUnlisted } from '../../profiles/documents/stored-document.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

export function sendJsonBytes(reply: FastifyReply, body: Buffer) {
  return reply.type(JSON_TYPE).send(body);
}

/** The items with commas between them. */
function joined(items: Buffer[]): Buffer[] {
  return items.flatMap((item, i) => (i === 0 ? [item] : [COMMA, item]));
}

/** Up to this size an answer is gathered and sent as one buffer; beyond, the rest is streamed. */
const STREAM_ABOVE_BYTES = 256 * 1024;

/** A JSON answer: whole bytes, or (past STREAM_ABOVE_BYTES) a stream of them. */
export type JsonAnswer = { bytes: Buffer; stream?: never } | { stream: Readable; bytes?: never };

export function sendJson(reply: FastifyReply, answer: JsonAnswer) {
  return reply.type(JSON_TYPE).send(answer.bytes ?? answer.stream);
}

/** `before` + a JSON array of the pages' items + `after`; `null` pages are an empty array. */
export async function jsonWithList(before: Buffer, pages: MemberPages | null, after: Buffer): Promise<JsonAnswer> {
  if (pages === null) return { bytes: Buffer.concat([before, OPEN, CLOSE, after]) };
  const iterator = pages[Symbol.asyncIterator]();
  const gathered: Buffer[] = [];
  let bytes = 0;
  let finished = false;
  while (!finished && bytes <= STREAM_ABOVE_BYTES) {
    const page = await iterator.next();
    if (page.done) break;
    gathered.push(...page.value.items);
    bytes += page.value.items.reduce((total, item) => total + item.length, 0);
    finished = page.value.last;
  }
  if (finished || bytes <= STREAM_ABOVE_BYTES) {
    return { bytes: Buffer.concat([before, OPEN, ...joined(gathered), CLOSE, after]) };
  }
  // Each document goes to the socket as the buffer it was read into: nothing is copied again.
  async function* parts() {
    yield before;
    yield OPEN;
    yield* joined(gathered);
    for (;;) {
      const page = await iterator.next();
      if (page.done) break;
      for (const item of page.value.items) {
        yield COMMA;
        yield item;
      }
      if (page.value.last) break;
    }
    yield CLOSE;
    yield after;
  }
  return { stream: Readable.from(parts(), { objectMode: false }) };
}

/** Sends `before` + a JSON array of the pages' items + `after`. */
export async function sendJsonWithList(reply: FastifyReply, before: Buffer, pages: MemberPages | null, after: Buffer) {
  return sendJson(reply, await jsonWithList(before, pages, after));
}

const CLOSE_OBJECT = Buffer.from('}');
const CLOSE_TWO_OBJECTS = Buffer.from('}}');

/** `"utc_offset":N,"members":` — the offset is of the moment of the read, so never stored. */
function offsetAndMembersKeys(utcOffset: number | null): Buffer {
  return Buffer.from(`,"utc_offset":${utcOffset === null ? 'null' : utcOffset},"members":`);
}

/** The public User: its document with `utc_offset` and the listed members (none when the list is private). */
export function publicUserJson(answer: PublicUserAnswer): Promise<JsonAnswer> {
  const before = Buffer.concat([openDocument(answer.user.user), offsetAndMembersKeys(answer.utcOffset)]);
  return jsonWithList(before, answer.members, CLOSE_OBJECT);
}

/** The caller's MeUser. */
export function sendMe(reply: FastifyReply, answer: MeAnswer) {
  return sendJsonWithList(
    reply,
    Buffer.concat([openDocument(answer.me), offsetAndMembersKeys(answer.utcOffset)]),
    answer.members,
    CLOSE_OBJECT,
  );
}

/** A session (register, login): the token and the MeUser. */
export function sendSession(reply: FastifyReply, session: { token: string; me: MeAnswer }) {
  const token = Buffer.from(`{"token":${JSON.stringify(session.token)},"user":`);
  return sendJsonWithList(
    reply,
    Buffer.concat([token, openDocument(session.me.me), offsetAndMembersKeys(session.me.utcOffset)]),
    session.me.members,
    CLOSE_TWO_OBJECTS,
  );
}

/** A Member: its document with the owner's PartialUser spliced in, and `unlisted` for the owner only. */
export function memberJson(answer: MemberAnswer): Buffer {
  const { document } = answer;
  const member = withDocument(document.member, 'user', document.user);
  return answer.owner ? withUnlisted(member, document.unlisted) : member;
}
