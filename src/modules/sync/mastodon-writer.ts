/**
 * Writing pronouns to a Mastodon-compatible account (its documented API): read the profile's fields
 * as their owner typed them (`verify_credentials`' `source.fields`), set the value of the field this
 * instance keeps (found by its label in any shipped language, or added at the end), leave every other
 * field as it is, and send them all back (`update_credentials`, which replaces the whole list). Nothing
 * is sent when the account already shows it. Mastodon has no compare-and-swap: a field edited by hand
 * between the read and the write, a moment apart, is lost; docs/SYNC.md says so.
 */
import type { GuardedRequest } from '../../lib/guarded-fetch.js';
import { RemoteFetchError } from '../../lib/guarded-fetch.js';
import type { ShippedLocale } from '../../i18n/locales.js';
import { retryAtOf, SyncFailure } from './sync-failure.js';
import { joinedWithin, NAMES_LABELS, PRONOUNS_LABELS, type SyncTexts } from './sync-texts.js';

/** Mastodon's limits: 4 fields unless the server says more, 255 characters a name or value. */
const DEFAULT_MAX_FIELDS = 4;
const MAX_VALUE = 255;

export interface MastodonTarget {
  origin: string;
  token: string;
  language: ShippedLocale;
  names: boolean;
}

interface Field {
  name: string;
  value: string;
}

type Fetch = (url: string, init?: GuardedRequest) => Promise<Response>;

const folded = (text: string) => text.trim().toLowerCase();
const PRONOUN_NAMES = new Set(Object.values(PRONOUNS_LABELS).map(folded));
const NAME_NAMES = new Set(Object.values(NAMES_LABELS).map(folded));

/** The fields with this instance's ones set: `value` '' takes a field out. */
export function fieldsWith(fields: readonly Field[], ours: Array<{ labels: Set<string>; field: Field }>): Field[] {
  let result = [...fields];
  for (const { labels, field } of ours) {
    const at = result.findIndex((existing) => labels.has(folded(existing.name)));
    if (field.value === '') {
      if (at >= 0) result = result.filter((_, i) => i !== at);
    } else if (at >= 0) result[at] = field;
    else result.push(field);
  }
  return result;
}

async function call(fetch: Fetch, url: string, init: GuardedRequest, now: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof RemoteFetchError) throw new SyncFailure('unreachable', 'retry', error.message);
    throw error;
  }
  if (response.status === 401 || response.status === 403) {
    throw new SyncFailure('revoked', 'stop', `the server refused the token (${response.status})`);
  }
  if (response.status === 429) {
    throw new SyncFailure('rate_limited', 'retry', 'rate limited', retryAtOf(response, now));
  }
  if (response.status >= 500) throw new SyncFailure('unreachable', 'retry', `the server answered ${response.status}`);
  return response;
}

/** The server's limit of profile fields (its instance answer, with the token: some servers ask for one). */
async function maxFields(fetch: Fetch, target: MastodonTarget): Promise<number> {
  let answer: Response;
  try {
    answer = await fetch(`${target.origin}/api/v2/instance`, {
      headers: { authorization: `Bearer ${target.token}`, accept: 'application/json' },
    });
  } catch {
    return DEFAULT_MAX_FIELDS;
  }
  // Whatever the server says here, it says nothing about the token: the default limit is assumed.
  if (!answer.ok) return DEFAULT_MAX_FIELDS;
  const instance = (await answer.json().catch(() => null)) as {
    configuration?: { accounts?: { max_profile_fields?: unknown } };
  } | null;
  const max = instance?.configuration?.accounts?.max_profile_fields;
  return typeof max === 'number' && Number.isInteger(max) && max > 0 ? max : DEFAULT_MAX_FIELDS;
}

/** Writes the texts; returns what the account's kept fields now say (JSON), written or already there. */
export async function writeToMastodon(
  fetch: Fetch,
  target: MastodonTarget,
  texts: SyncTexts,
  now: number,
): Promise<string> {
  const auth = { authorization: `Bearer ${target.token}`, accept: 'application/json' };
  const read = await call(fetch, `${target.origin}/api/v1/accounts/verify_credentials`, { headers: auth }, now);
  // Another 4xx (the account gone, 404 or 410) will not mend by itself: wait for a change or a retry.
  if (!read.ok) throw new SyncFailure('refused', 'wait', `reading the account answered ${read.status}`);
  const account = (await read.json().catch(() => null)) as { source?: { fields?: unknown } } | null;
  const raw = account?.source?.fields;
  if (!Array.isArray(raw)) throw new SyncFailure('refused', 'retry', 'the account has no fields to read');
  const fields: Field[] = raw.map((field: { name?: unknown; value?: unknown }) => ({
    name: typeof field?.name === 'string' ? field.name : '',
    value: typeof field?.value === 'string' ? field.value : '',
  }));
  const ours = [
    {
      labels: PRONOUN_NAMES,
      field: { name: PRONOUNS_LABELS[target.language], value: joinedWithin(texts.pronouns, MAX_VALUE) },
    },
  ];
  if (target.names) {
    ours.push({
      labels: NAME_NAMES,
      field: { name: NAMES_LABELS[target.language], value: joinedWithin(texts.names, MAX_VALUE) },
    });
  }
  const next = fieldsWith(fields, ours);
  const written = JSON.stringify(ours.map(({ field }) => field));
  if (JSON.stringify(next) === JSON.stringify(fields)) return written;
  if (next.length > fields.length && next.length > DEFAULT_MAX_FIELDS) {
    if (next.length > (await maxFields(fetch, target))) {
      throw new SyncFailure('no_room', 'wait', 'the profile has no room for another field');
    }
  }
  const attributes = Object.fromEntries(next.map((field, i) => [String(i), field]));
  // An emptied list is sent as one empty field: Mastodon keeps the old list when none is given.
  const body =
    next.length === 0 ? { fields_attributes: { '0': { name: '', value: '' } } } : { fields_attributes: attributes };
  const update = await call(
    fetch,
    `${target.origin}/api/v1/accounts/update_credentials`,
    { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) },
    now,
  );
  if (update.status === 422) {
    const answer = (await update.json().catch(() => null)) as { error?: unknown } | null;
    throw new SyncFailure('refused', 'wait', typeof answer?.error === 'string' ? answer.error : 'refused (422)');
  }
  if (!update.ok) throw new SyncFailure('refused', 'retry', `updating the account answered ${update.status}`);
  return written;
}
