/**
 * The stored document format. Each public view is serialised once, when its data changes, and kept as
 * the UTF-8 JSON of one object in its row; reads send those bytes as they are and splice documents
 * together without decoding them. This module alone knows the format: it names each document's shape
 * (the return type of the view that builds it), turns a document back into a value (`parseDocument`),
 * and holds the splices. Everyone else passes documents around as `Stored<T>` and reads them through
 * `parseDocument`, typed.
 */
import type { toMemberBody, toPartialMemberBody, toPartialUserView } from './member-view.js';
import type { placementFields, toOwnerFields, toUserBody } from './user-view.js';

declare const shape: unique symbol;

/** A stored document's bytes: the UTF-8 JSON of one object whose value is a `T`. */
export type Stored<T extends object> = Buffer & { readonly [shape]: T };

/** A stored document as text (a column read as a string, or a document just serialised). */
export type StoredText<T extends object> = string & { readonly [shape]: T };

/** The public User without `members` and `utc_offset` (both added at read time). */
export type UserDocument = ReturnType<typeof toUserBody>;
/**
 * MeUser without `members` and `utc_offset`: the User and what only its owner sees (its placements
 * too, but not in what leaves the owner's hands: a webhook's payload).
 */
export type OwnerDocument = UserDocument &
  ReturnType<typeof toOwnerFields> &
  Partial<ReturnType<typeof placementFields>>;
/** The PartialUser (a member's `user`). */
export type PartialUserDocument = ReturnType<typeof toPartialUserView>;
/** The public Member without `user`. */
export type MemberDocument = ReturnType<typeof toMemberBody>;
/** The PartialMember. */
export type PartialMemberDocument = ReturnType<typeof toPartialMemberBody>;
/** A member document as its owner sees it. */
export type Owned<T extends object> = T & { unlisted: boolean };
/** The public Member as the API shows it: with its owner's PartialUser. */
export type MemberWithUser = MemberDocument & { user: PartialUserDocument };
/** What a report keeps of its target: the public User, or the Member with its `user`. */
export type ProfileSnapshot = UserDocument | MemberWithUser;

/** The JSON of a view, to be stored as its document. */
export function serialiseDocument<T extends object>(view: T): StoredText<T> {
  return JSON.stringify(view) as StoredText<T>;
}

/** Bytes read from a document column (the reader's rows), typed as the document they hold. */
export function storedBytes<T extends object>(bytes: Buffer): Stored<T> {
  return bytes as Stored<T>;
}

/** Text read from a document column, typed as the document it holds. */
export function storedText<T extends object>(text: string): StoredText<T> {
  return text as StoredText<T>;
}

export function documentBytes<T extends object>(text: StoredText<T>): Stored<T> {
  return Buffer.from(text, 'utf8') as Stored<T>;
}

export function documentText<T extends object>(document: Stored<T>): StoredText<T> {
  return document.toString('utf8') as StoredText<T>;
}

/** A document's value. */
export function parseDocument<T extends object>(document: Stored<T> | StoredText<T>): T {
  return JSON.parse(typeof document === 'string' ? document : document.toString('utf8')) as T;
}

/**
 * The document without its closing brace (a view of the same bytes, not a copy): the API presenter
 * appends the keys of the moment (`utc_offset`, `members`) and closes it.
 */
export function openDocument(document: Stored<object>): Buffer {
  return document.subarray(0, -1);
}

/** The document with `fields` added (their keys must not be in it already). */
export function withFields<T extends object, F extends object>(document: Stored<T>, fields: F): Stored<T & F> {
  const json = JSON.stringify(fields);
  if (json === '{}') return document as Stored<T & F>;
  return Buffer.concat([openDocument(document), Buffer.from(`,${json.slice(1)}`, 'utf8')]) as Stored<T & F>;
}

const CLOSE = Buffer.from('}');

/** The document with `key` added, whose value is another document. */
export function withDocument<T extends object, K extends string, V extends object>(
  document: Stored<T>,
  key: K,
  value: Stored<V>,
): Stored<T & Record<K, V>> {
  const separator = document.length > 2 ? ',' : '';
  return Buffer.concat([openDocument(document), Buffer.from(`${separator}"${key}":`), value, CLOSE]) as Stored<
    T & Record<K, V>
  >;
}

const UNLISTED = { true: Buffer.from(',"unlisted":true}'), false: Buffer.from(',"unlisted":false}') };

/** A member document as its owner sees it: with `unlisted`. */
export function withUnlisted<T extends object>(document: Stored<T>, unlisted: boolean): Stored<Owned<T>> {
  return Buffer.concat([openDocument(document), UNLISTED[`${unlisted}`]]) as Stored<Owned<T>>;
}
