/**
 * English, the source of the settings area: the settings page (username, password, e-mail address,
 * recovery codes, linked accounts, sessions, API tokens, invites, deleting the account), the data page
 * (export and import), the notices of a warned or suspended account, and the sentences their routes
 * build. Typographic apostrophes (’) only: a straight one can start a quoted stretch in ICU.
 */
export const en = {
  'settings.title': 'Settings',
  'settings.username.heading': 'Username',
  'settings.username.submit': 'Change username',
  'settings.password.heading': 'Password',
  'settings.password.current': 'Current password',
  'settings.password.none': 'Your account has no password yet: set one to log in with your username too.',
  'settings.password.change': 'Change password',
  'settings.password.set': 'Set password',
  'settings.currentPassword': 'Your current password',

  'settings.email.heading': 'E-mail address',
  'settings.email.current':
    'Your address is {address}: you can log in with it, and get a link there if you forget your password. Nobody else sees it.',
  'settings.email.none':
    'No address yet. With one, you can log in with it and get a link there if you forget your password. Nobody else sees it.',
  'settings.email.pending': 'A confirmation link was mailed to {address}: open it within a day to use that address.',
  'settings.email.new': 'A new address',
  'settings.email.yours': 'Your address',
  'settings.email.password.hint': 'The address can reset your password, so changing it asks for the one you have.',
  'settings.email.submit': 'Mail me a confirmation link',
  'settings.email.remove': 'Remove the address',

  'settings.recovery.heading': 'Recovery codes',
  'settings.recovery.new':
    '<strong>Your new recovery codes</strong> — save, print or write them down now: they are shown only once. Each one works once; the old codes no longer work.',
  'settings.recovery.label': 'Your recovery codes',
  'settings.recovery.copy': 'Copy the codes',
  'settings.recovery.copied': 'Codes copied.',
  'settings.recovery.copyFailed': 'Select the text and copy it.',
  'settings.recovery.none':
    'You have no recovery codes. Make them now: if you forget your password or lose the account you log in with, a code gets you back in.',
  'settings.recovery.left':
    'You have {count, plural, one {# unused recovery code} other {# unused recovery codes}}, made on {date}.',
  'settings.recovery.replace': 'New codes replace these: the old ones stop working.',
  'settings.recovery.password.hint': 'A code can set a new password, so making codes asks for the one you have.',
  'settings.recovery.make': 'Make recovery codes',
  'settings.recovery.makeNew': 'Make new recovery codes',

  'settings.links.heading': 'Linked accounts',
  'settings.links.hint': 'Log in with these instead of a password. Nobody else sees them.',
  'settings.links.hintNoPassword':
    'Log in with these instead of a password. Nobody else sees them. Your account has no password: keep at least one linked account, or set a password.',
  'settings.links.linked': '{provider}: <strong>{account}</strong>',
  'settings.links.unlink': 'Unlink',
  'settings.links.unlinkLabel': 'Unlink {provider}',
  'settings.links.link': 'Link {provider}',
  'settings.links.lookupsOff':
    "Apps that look pronouns up by a {provider} account (PronounDB's lookup, read by browser extensions and bots) do not find you by this one.",
  'settings.links.lookupsOn':
    'Apps that look pronouns up by a {provider} account find the pronouns your public profile shows by this one. They do not learn your username here.',
  'settings.links.lookupsStart': 'Let apps find my pronouns',
  'settings.links.lookupsStartLabel': 'Let apps find my pronouns by my {provider} account',
  'settings.links.lookupsStop': 'Stop',
  'settings.links.lookupsStopLabel': 'Stop apps finding my pronouns by my {provider} account',

  'settings.sessions.heading': 'Where you are signed in',
  'settings.sessions.caption': 'Your sessions',
  'settings.sessions.browser': 'Browser',
  'settings.sessions.started': 'Signed in',
  'settings.sessions.ends': 'Ends',
  'settings.sessions.action': 'Action',
  'settings.sessions.client': '{browser} on {system}',
  'settings.sessions.unknownClient': 'A browser that did not say which',
  'settings.sessions.thisBrowser': 'this browser',
  'settings.sessions.never': 'never',
  'settings.sessions.logOut': 'Log out',
  'settings.sessions.logOutLabel': 'Log out {client} signed in on {date}',
  'settings.sessions.logOutUnknownLabel': 'Log out the browser signed in on {date}',
  'settings.sessions.endAll.hint': 'Ends every session, this one too. API tokens keep working.',
  'settings.sessions.endAll': 'Log out everywhere',

  'settings.data.heading': 'Your data',
  'settings.data.lead':
    'Download everything, bring in an export from Nametag or PluralKit, or move in from pronouns.cc: <link>export and import</link>.',

  'settings.tokens.heading': 'API tokens',
  'settings.tokens.new': 'Your new token — copy it now, it is shown only once:',
  'settings.tokens.name': 'Name (optional)',
  'settings.tokens.readOnly': 'Read-only',
  'settings.tokens.expires': 'Expires',
  'settings.tokens.expires.never': 'Never',
  'settings.tokens.expires.day': 'In a day',
  'settings.tokens.expires.month': 'In 30 days',
  'settings.tokens.expires.year': 'In a year',
  'settings.tokens.create': 'Create token',
  'settings.tokens.none': 'No API tokens yet.',
  'settings.tokens.caption': 'Your tokens',
  'settings.tokens.column.name': 'Name',
  'settings.tokens.column.access': 'Access',
  'settings.tokens.column.created': 'Created',
  'settings.tokens.column.expires': 'Expires',
  'settings.tokens.column.actions': 'Actions',
  'settings.tokens.thisBrowser': 'This browser',
  'settings.tokens.session': 'Session',
  'settings.tokens.access.readOnly': 'read-only',
  'settings.tokens.access.readWrite': 'read and write',
  'settings.tokens.never': 'never',
  'settings.tokens.thisSession': 'this session',
  'settings.tokens.revoke': 'Revoke',
  'settings.tokens.revokeLabel': 'Revoke token {name}',

  'settings.invites.heading': 'Invites',
  'settings.invites.new': 'Your new invite code — copy it now, it is shown only once:',
  'settings.invites.create': 'Create an invite',
  'settings.invites.used': 'Created {date}, used',
  'settings.invites.unused': 'Created {date}, not used yet',

  'settings.delete.heading': 'Delete your account',
  'settings.delete.lead':
    'Your page and all your members disappear at once, and your API tokens and syncs end. Until {until}, logging in offers to restore everything; after that it is removed for good.',
  'settings.delete.exportFirst':
    'Before you go, <link>download your data</link>: you can import it here again or take it elsewhere.',
  'settings.delete.confirm': 'Type your username to confirm',
  'settings.delete.submit': 'Delete my account',

  'settings.delete.question': 'You can restore it by logging in within 30 days. Go on?',
  'settings.notice.linked': '{provider} account linked.',
  'settings.notice.recoveredByCode':
    'Your new password is set, and every other browser is logged out. The code you used no longer works.',
  'settings.notice.recoveredByLink': 'Your new password is set, and every other browser is logged out.',
  'settings.notice.restored':
    'Welcome back: your account is restored. Your API tokens and syncs ended when you deleted it; set them up again here.',
  'settings.notice.codesMade': 'Recovery codes made: they are below.',
  'settings.notice.emailSent':
    'A confirmation link is on its way to {address}: open it within a day to use the address.',
  'settings.notice.emailRemoved': 'The address is removed.',
  'settings.notice.unlinked': 'Account unlinked.',
  'settings.notice.lookupsOn': 'Apps can now find your pronouns by your {provider} account.',
  'settings.notice.lookupsOff': 'Apps no longer find your pronouns by your {provider} account.',
  'settings.notice.usernameChanged': 'Username changed.',
  'settings.notice.passwordChanged': 'Password changed.',
  'settings.notice.tokenCreated': 'Token created.',
  'settings.notice.tokenRevoked': 'Token revoked.',
  'settings.notice.sessionEnded': 'That browser is logged out.',
  'settings.notice.inviteCreated': 'Invite created.',

  'settings.problem.currentPassword': 'The current password is not right: the password was not changed.',
  'settings.problem.recoveryPassword': 'That is not your current password: no codes were made.',
  'settings.problem.emailPassword': 'That is not your current password: nothing was mailed.',
  'settings.problem.emailInvalid': 'That is not an e-mail address: check it and try again.',
  'settings.problem.emailInUse': 'That address belongs to another account here: check it and try again.',
  'settings.problem.emailTooMany': 'Too many confirmation mails in the last hour: wait an hour, then ask again',
  'settings.problem.lastLogin':
    'This is the only way you can log in: set a password or link another account before unlinking it',
  'settings.problem.notLinked': 'No {provider} account is linked to yours',
  'settings.problem.sessionGone': 'That session has already ended.',
  'settings.problem.inviteLimit':
    'Invite limit reached: you can create at most {limit, plural, one {# invite} other {# invites}}',
  'settings.problem.deleteConfirm': 'Type your username exactly to delete your account.',

  'data.title': 'Your data',
  'data.back': 'Back to settings',
  'data.export.heading': 'Download everything',
  'data.export.lead':
    'Your profile, your flag library and every member (unlisted ones too), as Nametag exports it: it can be imported here or on another Nametag server.',
  'data.export.zip': 'Download (zip, with images)',
  'data.export.json': 'Download (JSON only)',
  'data.import.heading': 'Import',
  'data.import.hint':
    'A Nametag export (zip or JSON) or a PluralKit export (<code>{command}</code>), up to {limit, number} MB. All or nothing: members are matched by name (updated) or created, flags join your library, your profile is replaced by the file’s. Preview first to see what will change.',
  'data.import.file': 'Export file',
  'data.preview': 'Preview',
  'data.importNow': 'Import without a preview',
  'data.preview.heading': 'What the import will do',
  'data.preview.confirm': 'Import it',
  'data.preview.cancel': 'Cancel',
  'data.service.heading': 'Move in from pronouns.cc',
  'data.service.lead':
    'Bring your profile, members (unlisted ones too), your own preferences, flags and pictures from pronouns.cc, another Nametag, or any service that speaks the same API. Make an API token there (on pronouns.cc: Settings, then API tokens) and paste it here: it is used for this import only and never stored. Preview first to see what will change and what cannot come.',
  'data.service.url': 'The service’s address',
  'data.service.url.hint': 'Leave empty for {address}.',
  'data.service.token': 'API token made there',

  'data.report.nametag': 'A Nametag export.',
  'data.report.pluralkit': 'A PluralKit export.',
  'data.report.service': 'An account read from pronouns.cc or a service like it.',
  'data.report.profileWasReplacedByFile': 'Your profile was replaced by the file’s one (your username stays).',
  'data.report.profileWillBeReplacedByFile': 'Your profile will be replaced by the file’s one (your username stays).',
  'data.report.profileWasReplacedByImport': 'Your profile was replaced by the imported one (your username stays).',
  'data.report.profileWillBeReplacedByImport':
    'Your profile will be replaced by the imported one (your username stays).',
  'data.report.profileStays': 'Your profile stays as it is.',
  'data.report.membersCreated': 'Members created',
  'data.report.membersToCreate': 'Members to create',
  'data.report.membersUpdated': 'Members updated',
  'data.report.membersToUpdate': 'Members to update (matched by name)',
  'data.report.groupsCreated': 'Groups made',
  'data.report.groupsToCreate': 'Groups to make',
  'data.report.groupsUpdated': 'Groups updated',
  'data.report.groupsToUpdate': 'Groups to update (matched by name)',
  'data.report.flagsAdded': 'Flags added to your library',
  'data.report.flagsToAdd': 'Flags to add to your library',
  'data.report.flagsHad': 'Flags you had already',
  'data.report.flagsHave': 'Flags you have already',
  'data.report.audiencesMade': 'Audiences made for what the file shows to some people only',
  'data.report.audiencesToMake': 'Audiences to make for what the file shows to some people only',
  'data.report.audiencesHad': "Your audiences that the file's audiences of the same name became",
  'data.report.audiencesHave': "Your audiences that the file's audiences of the same name will become",
  'data.report.line': '{label} ({count, number}): {names}',
  'data.report.more': '{names} and {count, number} more',
  'data.imported.heading': 'Imported',
  'data.welcome':
    'Your account is ready. <move>Bring your profile over from pronouns.cc</move> below, or <editor>start with an empty profile</editor>.',
  'data.report.corrected': 'Corrected on the way in:',
  'data.report.willBeCorrected': 'Will be corrected on the way in:',
  'data.sides.caption.preview': 'Your profile now and after the import',
  'data.sides.caption.done': 'Your profile before the import and now',
  'data.sides.part': 'Part of your profile',
  'data.sides.now': 'Now',
  'data.sides.after': 'After the import',
  'data.sides.before': 'Before',
  'data.sides.displayName': 'Display name',
  'data.sides.names': 'Names',
  'data.sides.pronouns': 'Pronouns',
  'data.sides.fields': 'Fields',
  'data.sides.links': 'Links',
  'data.sides.avatar': 'Avatar',
  'data.sides.members': 'Members',
  'data.sides.none': 'none',
  'data.sides.yes': 'Yes',
  'data.sides.no': 'No',
  'data.sides.willBeReplaced': 'Will be replaced',
  'data.sides.stays': 'Stays as it is',
  'data.sides.replaced': 'Replaced',
  'data.sides.unchanged': 'Unchanged',
  'data.sides.membersComing':
    '{created, number} to create, {updated, number} to update (matched by name); the others stay',
  'data.sides.membersCame':
    '{created, number} created, {updated, number} updated (matched by name); the others unchanged',
  'data.report.leftOut': 'Left out:',
  'data.report.willBeLeftOut': 'Will be left out:',

  'data.problem.tokenPasted':
    'That token has spaces, line breaks or invisible characters, or is far too long: copy it again, whole.',
  'data.problem.urlTooLong': 'That address is too long.',
  'data.problem.expired':
    'The preview has expired (it is kept ten minutes): choose the file again, or read the account from the service again.',
  'data.problem.tooLarge': 'The file is larger than {limit, number} MB: nothing was changed.',
  'data.problem.tooLargeChosen': 'The file is larger than {limit, number} MB: choose a smaller one.',
  'data.problem.noFile': 'Choose an export file first.',
  'data.problem.noToken': 'Paste an API token made on that service first.',

  'providers.start.toServer':
    'You will be sent to <strong>{server}</strong> to confirm who you are. Continue only if your fediverse account is on that server.',
  'providers.start.toYourServer': 'You will be sent to your server to confirm who you are.',
  'providers.start.toProvider': 'You will be sent to {provider} to confirm who you are.',
  'providers.start.continue': 'Continue with {provider}',
  'providers.signup.lead':
    'You are signing up with your {provider} account <strong>{account}</strong>. Choose the username of your Nametag page; you can set a password later in your settings.',
  'providers.signup.haveAccount':
    'Already have an account? <link>Log in</link>, then link {provider} in your settings.',
  'providers.redirect.title': 'Continue to {provider}',

  'notices.suspended':
    'Your account is suspended: your profile is hidden from others, and you can read your data but not change it.',
  'notices.heading.one': 'A message from the admins',
  'notices.heading.many': 'Messages from the admins',
  'notices.read': 'I have read this',
} as const;

export type SettingsMessageId = keyof typeof en;
