/**
 * English, the source of the errors area: what a page says when the API refused something, by the
 * error's code (the sentence any refusal with that code can fall back on) and by the named error
 * (core/errors.ts `errors`), in words a person can act on. The API's own English messages stay as they
 * are; these are the pages'.
 */
export const en = {
  'error.code.400': 'This was not accepted: check what you entered and send it again.',
  'error.code.403': 'You are not allowed to do this.',
  'error.code.404': 'There is nothing here: it may have been renamed or deleted.',
  'error.code.405': 'This address cannot be used this way: go back and use the page’s own form.',
  'error.code.408': 'Your browser took too long to send this: try again.',
  'error.code.415': 'What your browser sent could not be read: go back and use the page’s own form.',
  'error.code.429': 'Too many tries in a short time: wait a minute, then try again.',
  'error.code.431': 'Your browser sent too much with this request: clear this site’s cookies and try again.',
  'error.code.500': 'Something went wrong on our side: try again in a moment.',
  'error.code.501': 'This is not available in the format asked for.',
  'error.code.503': 'This is not available right now and nothing was changed: try again in a moment.',
  'error.code.1003': 'You are not logged in, or your session has ended: log in again.',
  'error.code.1004': 'Signing up here needs an invite code: ask someone who has an account here for one.',
  'error.code.1006': 'This username cannot be used: use 2 to 40 letters, digits, _, . or -, not only dots.',
  'error.code.1007': 'That username is already taken: choose another one.',
  'error.code.1009': 'You have made as many invites as you can.',
  'error.code.2001': 'There is no one with this name here: they may have been renamed or deleted.',
  'error.code.2002': 'This person’s member list is private.',
  'error.code.2003': 'Your flag library is full: delete a flag to add another.',
  'error.code.2004': 'The short link can be changed once an hour: try again later.',
  'error.code.3001': 'There is no member with this name here: they may have been renamed or deleted.',
  'error.code.3002': 'You have as many members as you can have.',
  'error.code.3003': 'You already have a member with that name: choose another one.',
  'error.code.3004': 'This member is not yours.',
  'error.code.4001': 'What you sent is too large.',
  'error.code.4002': 'You may not do this.',

  'error.field.invalid': '{field} is not valid: check it and try again.',

  'error.named.notFound':
    'This was not found: it may already have been deleted. Reload the page to see what is there now.',
  'error.named.wrongCredentials': 'Wrong username or password.',
  'error.named.wrongRecoveryCode': 'Wrong username or recovery code (each recovery code works once).',
  'error.named.inviteInvalid': 'This invite code is unknown or has already been used.',
  'error.named.inviteLimitReached': 'You have made as many invites as you can ({limit}).',
  'error.named.invalidPassword': 'The new password must be 8 to 256 characters long.',
  'error.named.wrongPassword': 'The current password is not right.',
  'error.named.memberLimitReached': 'You have as many members as you can have ({limit}).',
  'error.named.flagNotFound': 'This flag no longer exists: it may have been deleted.',
  'error.named.flagLimitReached': 'Your flag library is full (it holds {limit}): delete a flag to add another.',
  'error.named.adminOnly': 'Only the admins of this instance can do this.',
  'error.named.suspended':
    'Your account is suspended: you can log in, read your data and warnings, but not change anything.',
  'error.named.suspendedLinkedLogin':
    'This account is suspended and cannot log in this way: log in with its password to read your warnings and export your data.',
  'error.named.linkedAccountDeleted': 'The Nametag account this is linked to has been deleted.',
  'error.named.accountBeingDeleted':
    'This account was deleted and will be removed for good on {until, date, long}. Log in with its password to restore it.',
  'error.named.cannotReportSelf': 'You cannot report yourself.',
  'error.named.invalidCursor': 'This page of the list no longer exists: go back to the first page.',
  'error.named.notOnYourself': 'Admins cannot take this action on their own account.',
  'error.named.reportNotAboutUser': 'That report is not about this person.',
  'error.named.reportClosed': 'That report is already closed.',
  'error.named.alreadySuspended': 'This account is already suspended.',
  'error.named.notSuspended': 'This account is not suspended.',
  'error.named.reportNotFound': 'This report no longer exists.',
  'error.named.warningNotFound': 'This warning no longer exists.',
  'error.named.reservedUsername': 'This username is reserved: choose another one.',
  'error.named.webhookLimitReached': 'You have as many webhooks as an account can have ({limit}).',
  'error.named.providerNotEnabled': 'This way of logging in is not available here.',
  'error.named.loginFlowInvalid':
    'This log-in link has expired, was already used or was started in another browser: start again.',
  'error.named.providerDenied': '{provider} did not let Nametag read your account, so nothing happened.',
  'error.named.providerFailed': '{provider} did not answer as expected, so nothing happened: try again later.',
  'error.named.instance.empty': 'Type the address of your fediverse server, for example mastodon.social.',
  'error.named.instance.tooLong': 'That server address is too long.',
  'error.named.instance.notAddress': 'That is not the address of a server: type its name, for example mastodon.social.',
  'error.named.instance.notHttps': 'Only servers reached over https can be used.',
  'error.named.instance.notServerName': 'Type only the server’s name, for example mastodon.social.',
  'error.named.instance.nonStandardPort': 'Only servers on the standard https port can be used.',
  'error.named.instance.notInternetName': 'That is not the name of a server on the internet.',
  'error.named.instance.notPublic': '{host} is not at a public address: only servers on the internet can be used.',
  'error.named.instance.timeout': '{host} did not answer in time: try again later.',
  'error.named.instance.oddAnswer': '{host} did not answer as a fediverse server does: check the address.',
  'error.named.instance.unreachable': 'Nametag could not reach {host}: check its name, or try again later.',
  'error.named.instance.noApps': '{host} does not let apps log people in: is it a Mastodon-compatible server?',
  'error.named.badHost': 'This address does not name a server: open the site at its usual address.',
  'error.named.publicUrlNeeded':
    'Logging in through the fediverse needs this site to know its own address: its operator has to set it first.',
  'error.named.accountLinkedElsewhere':
    'That {provider} account is already linked to another Nametag account: log in with it, or unlink it there first.',
  'error.named.kindAlreadyLinked': 'You already have a {provider} account linked: unlink it first to link another.',
  'error.named.notLinked': 'No {provider} account is linked to yours.',
  'error.named.syncAccountNotLinked':
    'You allowed @{account}@{host}, which is not the fediverse account linked to yours: log in there as the linked account and try again.',
  'error.named.syncScopeMissing':
    'Your server let Nametag read your account but not change its profile, so nothing can be kept up to date: connect again and allow it.',
  'error.named.syncOff':
    'This server does not keep pronouns in sync on other services: its operator has not set it up.',
  'error.named.lastLoginMethod':
    'This is the only way you can log in: set a password or link another account before unlinking it.',
  'error.named.formTooLarge': 'The form is too large to be sent (over {limit} MB): go back and choose a smaller image.',
  'error.named.emptyUpdate': 'Nothing was changed: there was nothing to save.',
  'error.named.shuttingDown': 'The server is restarting and nothing was changed: try again in a moment.',
  'error.named.mediaUnavailable': 'Image storage is unavailable right now and nothing was changed: try again later.',
  'error.named.busy': 'The server is busy: try again in a few seconds.',
  'error.named.importUnderWay':
    'Your account is already being read from a service, in another tab or app. Wait for that to finish, or try again in {seconds, plural, one {# second} other {# seconds}}.',
  'error.named.serviceCrowded':
    'This server is already reading accounts from {host} for other people. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'error.named.audienceNotFound': 'This audience no longer exists: it may have been deleted.',
  'error.named.audienceLimitReached':
    'You have {limit} audiences, the most an account can have: delete one before making another.',
  'error.named.groupNotFound': 'This group no longer exists: it may have been deleted.',
  'error.named.groupLimitReached':
    'You have {limit} groups, the most an account can have: delete one before making another.',
  'error.named.groupNameInUse': 'You already have a group of that name: choose another.',
  'error.named.notOwnMembers':
    'One of the members chosen is not one of yours (it may have been deleted): choose again.',
  'error.named.shareLinkNotFound': 'This share link no longer exists.',
  'error.named.shareLinkLimitReached':
    'This audience has {limit} open links, the most it can have: revoke one before making another.',
  'error.uploadUnreadable': 'The upload could not be read: choose the file again and send the form again.',
} as const;

export type ErrorsMessageId = keyof typeof en;
