/**
 * English, the source of the two-factor area: the log-in's second step, the "Two-factor log-in"
 * settings page and its errors. Typographic apostrophes (’) only.
 */
export const en = {
  'twoFactor.title': 'Two-factor log-in',
  'twoFactor.lead.on':
    'Two-factor log-in is on: after your password, Nametag asks for a code of your authenticator app, a passkey or a recovery code.',
  'twoFactor.lead.off':
    'Two-factor log-in is off. Turn it on with an authenticator app or a passkey: after your password, Nametag then asks for a second proof that it is you.',
  'twoFactor.summary.on': 'Two-factor log-in is on. <link>Manage it</link>.',
  'twoFactor.summary.off': 'Ask for a second proof after your password: <link>set up two-factor log-in</link>.',
  'twoFactor.totp.heading': 'Authenticator app',
  'twoFactor.totp.explain':
    'An authenticator app (such as Aegis, 2FAS, Google Authenticator or a password manager) shows a new six-digit code every 30 seconds.',
  'twoFactor.totp.start': 'Set up an authenticator app',
  'twoFactor.totp.scan': 'Scan this code with your authenticator app.',
  'twoFactor.totp.qrLabel': 'QR code of the key for your authenticator app',
  'twoFactor.totp.manual': 'Or type this key into the app:',
  'twoFactor.totp.confirmCode': 'The code the app shows now',
  'twoFactor.totp.confirm': 'Turn on',
  'twoFactor.totp.cancel': 'Cancel',
  'twoFactor.totp.isOn': 'Your authenticator app is set up.',
  'twoFactor.totp.off': 'Turn off the authenticator app',
  'twoFactor.proof.password': 'Your password',
  'twoFactor.proof.label': 'Your password or a code of your authenticator app',
  'twoFactor.proof.codeOnly': 'A code of your authenticator app',
  'twoFactor.passkeys.heading': 'Passkeys',
  'twoFactor.passkeys.explain':
    'A passkey is kept by your device or password manager and unlocked with your fingerprint, face or PIN. It can log you in without your password, or stand as the second step.',
  'twoFactor.passkeys.added': 'added on {day}',
  'twoFactor.passkeys.addedUsed': 'added on {day}, last used on {used}',
  'twoFactor.passkeys.remove': 'Remove {name}',
  'twoFactor.passkeys.name': 'Name of the new passkey (for example, the device)',
  'twoFactor.passkeys.add': 'Add a passkey',
  'twoFactor.passkeys.needsScript': 'Adding a passkey needs JavaScript turned on in your browser.',
  'twoFactor.passkey.failed': 'The passkey did not work: try again, or use a code.',
  'twoFactor.recovery.heading': 'Recovery codes',
  'twoFactor.recovery.left':
    '{count, plural, one {You have # recovery code left.} other {You have # recovery codes left.}} Each one also works as the second step, once. Keep them somewhere safe: <link>make new ones</link>.',
  'twoFactor.recovery.none':
    'You have no recovery codes. Without your app or passkey you could not log in: <link>make recovery codes</link> and keep them somewhere safe.',
  'twoFactor.provider.heading': 'Linked accounts',
  'twoFactor.provider.ask': 'Also ask for my second factor after logging in with a linked account',
  'twoFactor.provider.save': 'Save',
  'twoFactor.back': 'Back to the settings',
  'twoFactor.notice.totpOn': 'Your authenticator app is on: Nametag asks for one of its codes when you log in.',
  'twoFactor.notice.totpOff': 'Your authenticator app is turned off.',
  'twoFactor.notice.passkeyAdded': 'Your passkey is added.',
  'twoFactor.notice.passkeyRemoved': 'The passkey is removed.',
  'twoFactor.notice.saved': 'Saved.',
  'twoFactor.notice.setupCancelled': 'The setup is cancelled.',
  'twoFactor.step.title': 'One more step',
  'twoFactor.step.lead': 'To log in as {username}, type the code your authenticator app shows now.',
  'twoFactor.step.leadNoApp': 'To log in as {username}, use your passkey or a recovery code.',
  'twoFactor.step.code': 'Code',
  'twoFactor.step.codeHint': 'Six digits from your app, or one of your recovery codes.',
  'twoFactor.step.submit': 'Log in',
  'twoFactor.step.passkey': 'Use a passkey',
  'twoFactor.step.again': 'Not you, or stuck? <link>Start again</link>.',
  'twoFactor.step.problem': 'Not logged in yet: please check this.',
  'twoFactor.step.wrong': 'Wrong username, password or code. Check the code and try again.',
  'twoFactor.step.expired': 'That took too long or too many tries: log in again.',
  'login.passkey': 'Log in with a passkey',
  'error.named.secondFactorRequired': 'This account asks for a second step after the password.',
  'error.named.secondFactorTicketInvalid': 'That took too long or too many tries: log in again.',
  'error.named.wrongTwoFactorCode': 'That code is not right: type the one your app shows now.',
  'error.named.wrongTwoFactorProof': 'That is neither your password nor a current code of your authenticator app.',
  'error.named.totpAlreadyOn': 'An authenticator app is already on: turn it off first to set up another one.',
  'error.named.passkeyRefused': 'The passkey could not be checked: try again.',
} as const;

export type TwoFactorMessageId = keyof typeof en;
