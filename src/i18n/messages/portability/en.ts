/**
 * English, the source of the portability area: what an import leaves out (its notes, by kind) and why
 * an import was refused, on the data page. What a person typed (a name, a link, a label, a time zone)
 * and a service's address are values, shown as they are.
 */
export const en = {
  'portability.file': 'The file could not be imported. {problem} Nothing was changed.',
  'portability.account': 'The account could not be imported. {problem} Nothing was changed.',

  'portability.owner.profile': 'Your profile',
  'portability.owner.member': 'Member “{name}”',
  'portability.owner.memberNumber': 'Member {n, number}',
  'portability.owner.flagNumber': 'Flag {n, number}',
  'portability.place.name': '{owner}, name {n, number}',
  'portability.place.pronouns': '{owner}, pronouns {n, number}',
  'portability.place.fieldEntry': '{owner}, field “{field}”, entry {n, number}',
  'portability.image.profile': 'Your profile’s avatar',
  'portability.image.member': 'The avatar of member “{name}”',
  'portability.image.flag': 'Flag “{name}”',

  'portability.note.flagNotAFlag': 'Flag {n, number}: it has no ID or no name, so it is not a flag.',
  'portability.note.flagWithoutImage': 'Flag “{name}”: it has no image.',
  'portability.note.preferenceOverLimit':
    'Your preference “{label}”: you can have at most {limit, number} preferences. Entries using it become “okay”.',
  'portability.note.preferenceTooLong':
    'Your preference “{label}”: its icon or label is too long. Entries using it become “okay”.',
  'portability.note.unknownPreference':
    '{place} (“{value}”): its preference “{preference}” is none of the account’s, so it is set to “okay”.',
  'portability.note.entryEmpty': '{place}: it is empty.',
  'portability.note.entryTooLong':
    '{place}: it is longer than {limit, plural, one {# character} other {# characters}}.',
  'portability.note.entryOverLimit': '{place}: a list holds at most {limit, number} entries.',
  'portability.note.shownAsTooLong':
    '{owner}, pronouns {n, number}: the text shown for them is longer than {limit, plural, one {# character} other {# characters}}, so the pronouns are shown as they are.',
  'portability.note.fieldOverLimit': '{owner}, field {n, number}: a profile holds at most {limit, number} fields.',
  'portability.note.fieldNameTooLong': '{owner}, field {n, number}: its name is too long.',
  'portability.note.linkNotWeb': '{owner}, link {n, number}: “{link}” is not a web address (http:// or https://).',
  'portability.note.linkFixed':
    '{owner}, link {n, number}: “{link}” has no https:// in front, so it comes in as {fixed}.',
  'portability.note.linkOverLimit': '{owner}, link {n, number}: a profile holds at most {limit, number} links.',
  'portability.note.profileFlagsOverLimit':
    '{owner}: a profile shows at most {limit, number} flags; the first {limit, number} are kept.',
  'portability.note.unknownTimeZone': 'Your profile’s time zone: this server does not know “{zone}”.',
  'portability.note.memberNameInvalid': 'Member {n, number}: “{name}” cannot be a member name here. {problem}',
  'portability.note.memberNameClash':
    'Member “{name}”: it has the same name here as “{earlier}” (names are compared without case).',
  'portability.note.serviceHasNoFlags': 'Flags: {host} has none to give.',
  'portability.note.imageNotFetched': '{image}: the image could not be fetched. {problem}',
  'portability.note.imageNotAnswered': '{image}: the image could not be fetched (the server answered {status}).',
  'portability.note.profileAvatarNotInArchive':
    'Your profile’s avatar: the image is not in the file (import the zip export to bring images).',
  'portability.note.memberAvatarNotInArchive':
    'The avatar of member “{name}”: the image is not in the file (import the zip export to bring images).',
  'portability.note.flagNotInArchive':
    'Flag “{name}”: the image is not in the file (import the zip export to bring flags).',
  'portability.note.languageNotShipped': 'Your language setting: {language} is not a language this server speaks.',
  'portability.note.pluralKitBirthday':
    'Birthdays ({count, plural, one {# member} other {# members}}): they are not part of a Nametag profile.',
  'portability.note.pluralKitProxyTags':
    'Proxy tags ({count, plural, one {# member} other {# members}}): they belong to PluralKit.',
  'portability.note.pluralKitColor':
    'Colours ({count, plural, one {# member} other {# members}}): they are not part of a Nametag profile.',
  'portability.note.pluralKitAvatar':
    'Avatars ({count, plural, one {# member} other {# members}}): images are not fetched from other services; add avatars after the import.',
  'portability.note.pluralKitWebhookAvatar':
    'Webhook avatars ({count, plural, one {# member} other {# members}}): images are not fetched from other services.',
  'portability.note.pluralKitBanner':
    'Banners ({count, plural, one {# member} other {# members}}): they are not part of a Nametag profile.',
  'portability.note.pluralKitGroupImages':
    'Icons and banners of groups ({count, number}): images are not fetched from PluralKit; give a group an emoji instead.',
  'portability.note.pluralKitSwitches': 'Switches ({count, number}): they are PluralKit’s own data.',
  'portability.note.pluralKitSystem': 'The system’s own profile: only its members are imported.',
  'portability.note.imageUnusable': '{image}: the image cannot be used ({problem}), so it is left out.',
  'portability.note.flagImageUnusable':
    'Flag “{name}”: its image cannot be used ({problem}), so the flag is left out, on the profiles that show it too.',
  'portability.note.moreLikeThis': '… and {count, plural, one {# more} other {# more}} like this: {reason}.',
  'portability.imageProblem.notImage': 'the file is not an image',
  'portability.imageProblem.format': 'it is not a PNG, JPEG, GIF or WebP image',
  'portability.imageProblem.side': 'a side is longer than {max, number} pixels',
  'portability.imageProblem.ratio': 'its longer side is more than {max, number} times the shorter',
  'portability.imageProblem.pixels': 'it has more than {max, number} pixels',
  'portability.imageProblem.corrupt': 'it is truncated or corrupt',
  'portability.more.flagNotAFlag': 'flags without an ID or a name',
  'portability.more.flagWithoutImage': 'flags without an image',
  'portability.more.preferenceOverLimit': 'preferences past the limit',
  'portability.more.preferenceTooLong': 'preferences whose icon or label is too long',
  'portability.more.unknownPreference': 'entries whose preference is none of the account’s (set to “okay”)',
  'portability.more.entryEmpty': 'empty entries',
  'portability.more.entryTooLong': 'entries longer than the limit',
  'portability.more.entryOverLimit': 'entries past the limit of their list',
  'portability.more.shownAsTooLong': 'texts shown for pronouns that are longer than the limit',
  'portability.more.fieldOverLimit': 'fields past the limit',
  'portability.more.fieldNameTooLong': 'fields whose name is too long',
  'portability.more.linkNotWeb': 'links that are not web addresses',
  'portability.more.linkFixed': 'links without https:// in front (it is added)',
  'portability.more.linkOverLimit': 'links past the limit',
  'portability.more.profileFlagsOverLimit': 'profiles showing more flags than the limit',
  'portability.more.unknownTimeZone': 'time zones this server does not know',
  'portability.more.memberNameInvalid': 'names that cannot be member names here',
  'portability.more.memberNameClash': 'members with the same name as another',
  'portability.more.serviceHasNoFlags': 'services without flags',
  'portability.more.imageNotFetched': 'images that could not be fetched',
  'portability.more.imageUnusable': 'images that cannot be used',
  'portability.more.avatarNotInArchive': 'avatars whose image is not in the file',
  'portability.more.flagNotInArchive': 'flags whose image is not in the file',
  'portability.more.languageNotShipped': 'languages this server does not speak',
  'portability.more.pluralKit': 'PluralKit’s own data',

  'portability.fetch.notWebAddress': 'The address is not a web address.',
  'portability.fetch.notHttps': 'Only https addresses are called.',
  'portability.fetch.notPublic': 'The server is not at a public address.',
  'portability.fetch.unreachable': 'The server could not be reached.',
  'portability.fetch.tooMuch': 'The server sent too much.',
  'portability.fetch.nonsense': 'The server’s answer made no sense.',
  'portability.fetch.badValue': 'The request could not be made: a value holds characters the web does not allow.',
  'portability.fetch.timeout': 'The server did not answer in time.',
  'portability.fetch.tooSlow': 'The server sent its answer too slowly.',

  'portability.service.tooLong': 'That address is too long.',
  'portability.service.notWebAddress': 'That is not a web address.',
  'portability.service.notHttps': 'Only https addresses can be used.',
  'portability.service.notJustAddress': 'Type only the service’s address, for example {example}.',
  'portability.service.port': 'Only services on the standard https port can be used.',
  'portability.service.notServerName': 'That is not the name of a server on the internet.',
  'portability.service.tooBig': 'The account at that service is more than this server can read at once.',
  'portability.service.timeout': '{host} did not answer in time.',
  'portability.service.notCompatible': '{host} does not answer like a service compatible with pronouns.cc.',
  'portability.service.tooMuch': '{host} sent more than {megabytes, number} MB, more than an import may hold.',
  'portability.service.unreachable': '{host}: {problem}',
  'portability.service.tokenRefused': '{host} refused the token ({status}): make a new one there and paste it whole.',

  'portability.import.empty': 'The file is empty: choose an export file.',
  'portability.import.notJson': 'It is not valid JSON.',
  'portability.import.tooLarge': 'It holds more than an account at every limit could.',
  'portability.import.zip': 'The zip archive cannot be read.',
  'portability.import.notExport':
    'It is not an export Nametag reads: a Nametag export (or its zip) or a PluralKit export.',
  'portability.import.notExportShape': 'It is not shaped like an export ({path}).',
  'portability.import.flagNotInImport': 'A profile shows a flag the import does not bring ({path}).',
  'portability.import.changedMeanwhile': 'Your account changed during the import: try again.',
  'portability.import.noDocument': 'The archive has no {file}.',
  'portability.import.version': 'This server reads version {version} of the Nametag export format.',
  'portability.import.sameMemberTwice': 'It has two members named “{name}”.',

  'portability.problem.inProfile': '{owner}: {problem}',
  'portability.problem.fieldInvalid': '{field} is not valid.',

  'portability.code.memberLimit': 'This server allows at most {limit, number} members.',
  'portability.code.flagLimit': 'A flag library holds at most {limit, number} flags.',
  'portability.code.memberNameInUse': 'Two members would have the same name.',
  'portability.code.unavailable': 'Something it needs is busy or unavailable right now: try again in a few minutes.',
  'portability.code.forbidden': 'Your account cannot do this right now.',
  'portability.code.other': 'Something in it is not valid.',
} as const;

export type PortabilityMessageId = keyof typeof en;
