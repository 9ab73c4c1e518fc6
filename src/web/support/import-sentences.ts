/**
 * An import's notes and refusals in the page's language. The API words both for developers, in
 * English (import-notes.ts, the refusals' messages); the data page words them from what they carry:
 * a note's kind and values, a refusal's problem (import-problems.ts), its field (field-sentences.ts)
 * or, for anything else, its code. What a person typed (names, links, labels) goes in as it is.
 */
import type { ApiError, FieldProblem } from '../../core/errors.js';
import type { MessageId, Translator } from '../../i18n/translator.js';
import type { FetchFailure } from '../../lib/guarded-fetch.js';
import { MAX_ASPECT_RATIO, MAX_INPUT_PIXELS, MAX_INPUT_SIDE } from '../../lib/images.js';
import type {
  ImageOwner,
  ImportNote,
  ItemNoteKind,
  PluralKitField,
  UnusableImage,
} from '../../modules/portability/import-notes.js';
import {
  type ImportProblem,
  problemOf,
  type ServiceProblem,
  type TokenProblem,
} from '../../modules/portability/import-problems.js';
import { DEFAULT_SERVICE } from '../../modules/portability/pronouns-cc-reader.js';
import { LIMITS } from '../../profiles/rules/profile-types.js';
import { errorSentence } from './error-sentences.js';
import { fieldName, fieldSentence, wordsProblem } from './field-sentences.js';

const FETCH_FAILURES = {
  notWebAddress: 'portability.fetch.notWebAddress',
  notHttps: 'portability.fetch.notHttps',
  notPublic: 'portability.fetch.notPublic',
  unreachable: 'portability.fetch.unreachable',
  tooMuch: 'portability.fetch.tooMuch',
  nonsense: 'portability.fetch.nonsense',
  badValue: 'portability.fetch.badValue',
  timeout: 'portability.fetch.timeout',
  tooSlow: 'portability.fetch.tooSlow',
} as const satisfies Record<FetchFailure, MessageId>;

const PLURALKIT_FIELDS = {
  birthday: 'portability.note.pluralKitBirthday',
  proxy_tags: 'portability.note.pluralKitProxyTags',
  color: 'portability.note.pluralKitColor',
  avatar_url: 'portability.note.pluralKitAvatar',
  webhook_avatar_url: 'portability.note.pluralKitWebhookAvatar',
  banner: 'portability.note.pluralKitBanner',
} as const satisfies Record<PluralKitField, MessageId>;

/** What the notes of a kind share: the line that counts those past its examples says it. */
const REASONS = {
  flagNotAFlag: 'portability.more.flagNotAFlag',
  flagWithoutImage: 'portability.more.flagWithoutImage',
  preferenceOverLimit: 'portability.more.preferenceOverLimit',
  preferenceTooLong: 'portability.more.preferenceTooLong',
  unknownPreference: 'portability.more.unknownPreference',
  entryEmpty: 'portability.more.entryEmpty',
  entryTooLong: 'portability.more.entryTooLong',
  entryOverLimit: 'portability.more.entryOverLimit',
  shownAsTooLong: 'portability.more.shownAsTooLong',
  fieldOverLimit: 'portability.more.fieldOverLimit',
  fieldNameTooLong: 'portability.more.fieldNameTooLong',
  linkNotWeb: 'portability.more.linkNotWeb',
  linkFixed: 'portability.more.linkFixed',
  linkOverLimit: 'portability.more.linkOverLimit',
  profileFlagsOverLimit: 'portability.more.profileFlagsOverLimit',
  unknownTimeZone: 'portability.more.unknownTimeZone',
  memberNameInvalid: 'portability.more.memberNameInvalid',
  memberNameClash: 'portability.more.memberNameClash',
  serviceHasNoFlags: 'portability.more.serviceHasNoFlags',
  imageNotFetched: 'portability.more.imageNotFetched',
  imageNotAnswered: 'portability.more.imageNotFetched',
  imageUnusable: 'portability.more.imageUnusable',
  avatarNotInArchive: 'portability.more.avatarNotInArchive',
  flagNotInArchive: 'portability.more.flagNotInArchive',
  languageNotShipped: 'portability.more.languageNotShipped',
  pluralKitField: 'portability.more.pluralKit',
  pluralKitGroupImages: 'portability.more.pluralKit',
  pluralKitSwitches: 'portability.more.pluralKit',
  pluralKitSystem: 'portability.more.pluralKit',
} as const satisfies Record<ItemNoteKind, MessageId>;

function imageProblem({ t }: Translator, problem: UnusableImage): string {
  switch (problem) {
    case 'notImage':
      return t('portability.imageProblem.notImage');
    case 'format':
      return t('portability.imageProblem.format');
    case 'side':
      return t('portability.imageProblem.side', { max: MAX_INPUT_SIDE });
    case 'ratio':
      return t('portability.imageProblem.ratio', { max: MAX_ASPECT_RATIO });
    case 'pixels':
      return t('portability.imageProblem.pixels', { max: MAX_INPUT_PIXELS });
    case 'corrupt':
      return t('portability.imageProblem.corrupt');
  }
}

function owner({ t }: Translator, member: string | null): string {
  return member === null ? t('portability.owner.profile') : t('portability.owner.member', { name: member });
}

function place(messages: Translator, values: Extract<ImportNote, { kind: 'entryEmpty' }>['values']): string {
  const { t } = messages;
  const who = owner(messages, values.member);
  if (values.list === 'names') return t('portability.place.name', { owner: who, n: values.n });
  if (values.list === 'pronouns') return t('portability.place.pronouns', { owner: who, n: values.n });
  return t('portability.place.fieldEntry', { owner: who, field: values.field ?? '', n: values.n });
}

function image({ t }: Translator, of: ImageOwner): string {
  if (of.of === 'user') return t('portability.image.profile');
  if (of.of === 'member') return t('portability.image.member', { name: of.name });
  return t('portability.image.flag', { name: of.name });
}

/** Whether a note says what the import corrected (a link given without https://), not what it left out. */
export function isCorrection(note: ImportNote): boolean {
  return note.kind === 'linkFixed' || (note.kind === 'moreLikeThis' && note.values.like === 'linkFixed');
}

/** A line of an import's report: what it left out, or what it corrected. */
export function noteSentence(messages: Translator, note: ImportNote): string {
  const { t } = messages;
  switch (note.kind) {
    case 'flagNotAFlag':
      return t('portability.note.flagNotAFlag', note.values);
    case 'flagWithoutImage':
      return t('portability.note.flagWithoutImage', note.values);
    case 'preferenceOverLimit':
      return t('portability.note.preferenceOverLimit', note.values);
    case 'preferenceTooLong':
      return t('portability.note.preferenceTooLong', note.values);
    case 'unknownPreference':
      return t('portability.note.unknownPreference', {
        place: place(messages, note.values),
        value: note.values.value,
        preference: note.values.preference,
      });
    case 'entryEmpty':
      return t('portability.note.entryEmpty', { place: place(messages, note.values) });
    case 'entryTooLong':
      return t('portability.note.entryTooLong', { place: place(messages, note.values), limit: note.values.limit });
    case 'entryOverLimit':
      return t('portability.note.entryOverLimit', { place: place(messages, note.values), limit: note.values.limit });
    case 'shownAsTooLong':
      return t('portability.note.shownAsTooLong', { ...note.values, owner: owner(messages, note.values.member) });
    case 'fieldOverLimit':
      return t('portability.note.fieldOverLimit', { ...note.values, owner: owner(messages, note.values.member) });
    case 'fieldNameTooLong':
      return t('portability.note.fieldNameTooLong', { ...note.values, owner: owner(messages, note.values.member) });
    case 'linkNotWeb':
      return t('portability.note.linkNotWeb', { ...note.values, owner: owner(messages, note.values.member) });
    case 'linkFixed':
      return t('portability.note.linkFixed', { ...note.values, owner: owner(messages, note.values.member) });
    case 'linkOverLimit':
      return t('portability.note.linkOverLimit', { ...note.values, owner: owner(messages, note.values.member) });
    case 'profileFlagsOverLimit':
      return t('portability.note.profileFlagsOverLimit', {
        limit: note.values.limit,
        owner: owner(messages, note.values.member),
      });
    case 'unknownTimeZone':
      return t('portability.note.unknownTimeZone', note.values);
    case 'memberNameInvalid': {
      const rule: FieldProblem = { path: 'name', rule: '', keyword: note.values.rule };
      const problem = fieldSentence(messages, rule, undefined, fieldName(messages, 'name'));
      return t('portability.note.memberNameInvalid', { n: note.values.n, name: note.values.name, problem });
    }
    case 'memberNameClash':
      return t('portability.note.memberNameClash', note.values);
    case 'serviceHasNoFlags':
      return t('portability.note.serviceHasNoFlags', note.values);
    case 'imageNotFetched':
      return t('portability.note.imageNotFetched', {
        image: image(messages, note.values.image),
        problem: t(FETCH_FAILURES[note.values.failure]),
      });
    case 'imageNotAnswered':
      return t('portability.note.imageNotAnswered', {
        image: image(messages, note.values.image),
        status: String(note.values.status),
      });
    case 'imageUnusable': {
      const problem = imageProblem(messages, note.values.problem);
      const of = note.values.image;
      return of.of === 'flag'
        ? t('portability.note.flagImageUnusable', { name: of.name, problem })
        : t('portability.note.imageUnusable', { image: image(messages, of), problem });
    }
    case 'avatarNotInArchive':
      return note.values.member === null
        ? t('portability.note.profileAvatarNotInArchive')
        : t('portability.note.memberAvatarNotInArchive', { name: note.values.member.name });
    case 'flagNotInArchive':
      return t('portability.note.flagNotInArchive', { name: note.values.name });
    case 'languageNotShipped':
      return t('portability.note.languageNotShipped', note.values);
    case 'pluralKitField':
      return t(PLURALKIT_FIELDS[note.values.field], { count: note.values.count });
    case 'pluralKitGroupImages':
      return t('portability.note.pluralKitGroupImages', note.values);
    case 'pluralKitSwitches':
      return t('portability.note.pluralKitSwitches', note.values);
    case 'pluralKitSystem':
      return t('portability.note.pluralKitSystem');
    case 'moreLikeThis':
      return t('portability.note.moreLikeThis', {
        count: note.values.count,
        reason: t(REASONS[note.values.like]),
      });
  }
}

/** What reading from a service met, or what is wrong with its address: beside the address. */
export function serviceSentence(messages: Translator, problem: ServiceProblem): string {
  const { t } = messages;
  switch (problem.problem) {
    case 'tooLong':
      return t('portability.service.tooLong');
    case 'notWebAddress':
      return t('portability.service.notWebAddress');
    case 'notHttps':
      return t('portability.service.notHttps');
    case 'notJustAddress':
      return t('portability.service.notJustAddress', { example: DEFAULT_SERVICE });
    case 'port':
      return t('portability.service.port');
    case 'notServerName':
      return t('portability.service.notServerName');
    case 'tooBig':
      return t('portability.service.tooBig');
    case 'timeout':
      return t('portability.service.timeout', { host: problem.host });
    case 'notCompatible':
      return t('portability.service.notCompatible', { host: problem.host });
    case 'tooMuch':
      return t('portability.service.tooMuch', { host: problem.host, megabytes: problem.megabytes });
    case 'unreachable':
      return t('portability.service.unreachable', {
        host: problem.host,
        problem: t(FETCH_FAILURES[problem.failure]),
      });
  }
}

/** The service refused the token: beside the token. */
export function tokenSentence({ t }: Translator, problem: TokenProblem): string {
  return t('portability.service.tokenRefused', { host: problem.host, status: String(problem.status) });
}

/** What is wrong with the file or the import as a whole. */
function importSentence(messages: Translator, problem: ImportProblem, path: string): string {
  const { t } = messages;
  switch (problem.problem) {
    case 'empty':
      return t('portability.import.empty');
    case 'notJson':
      return t('portability.import.notJson');
    case 'tooLarge':
      return t('portability.import.tooLarge');
    case 'zip':
      return t('portability.import.zip');
    case 'notExport':
      return t('portability.import.notExport');
    case 'notExportShape':
      return t('portability.import.notExportShape', { path });
    case 'flagNotInImport':
      return t('portability.import.flagNotInImport', { path });
    case 'changedMeanwhile':
      return t('portability.import.changedMeanwhile');
    case 'noDocument':
      return t('portability.import.noDocument', { file: problem.file });
    case 'version':
      return t('portability.import.version', { version: String(problem.version) });
    case 'sameMemberTwice':
      return t('portability.import.sameMemberTwice', { name: problem.name });
  }
}

/** A field of a profile of the import ("members.3.names.0.value"), named for people with its profile. */
function profileFieldSentence(messages: Translator, field: FieldProblem): string {
  const { t } = messages;
  const [head, index, ...rest] = field.path.split('.');
  let who: string | null = null;
  let path = field.path;
  if (head === 'user') {
    who = t('portability.owner.profile');
    path = [index, ...rest].filter((part) => part !== undefined).join('.');
  } else if ((head === 'members' || head === 'flags') && index !== undefined && /^\d+$/.test(index)) {
    const n = Number(index) + 1;
    who = head === 'members' ? t('portability.owner.memberNumber', { n }) : t('portability.owner.flagNumber', { n });
    path = rest.join('.');
  }
  const problem = { ...field, path };
  const name = fieldName(messages, path);
  const sentence = wordsProblem(problem)
    ? fieldSentence(messages, problem, undefined, name)
    : t('portability.problem.fieldInvalid', { field: name });
  return who === null ? sentence : t('portability.problem.inProfile', { owner: who, problem: sentence });
}

/** Why an import was refused, as a sentence: by its problem, its field, else its code. */
export function refusalSentence(messages: Translator, error: ApiError, memberLimit: number): string {
  const { t } = messages;
  const known = problemOf(error.field);
  if (known?.keyword === 'import') return importSentence(messages, known.params, error.field?.path ?? '');
  if (known?.keyword === 'service') return serviceSentence(messages, known.params);
  if (known?.keyword === 'serviceToken') return tokenSentence(messages, known.params);
  if (error.field) return profileFieldSentence(messages, error.field);
  // A reading already under way for this account, or too many for one site: when to try again.
  if (error.named?.reason === 'importUnderWay' || error.named?.reason === 'serviceCrowded') {
    return errorSentence(messages, error);
  }
  switch (error.code) {
    case 3002:
      return t('portability.code.memberLimit', { limit: memberLimit });
    case 2003:
      return t('portability.code.flagLimit', { limit: LIMITS.flagLibrary });
    case 3003:
      return t('portability.code.memberNameInUse');
    case 429:
    case 503:
      return t('portability.code.unavailable');
    case 403:
    case 4002:
      return t('portability.code.forbidden');
    default:
      return t('portability.code.other');
  }
}
