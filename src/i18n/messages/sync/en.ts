/**
 * English, the source of the sync area: the "Pronouns elsewhere" page, where a person has their
 * pronouns kept up to date on Mastodon and other services. Typographic apostrophes (’) only.
 */
export const en = {
  'sync.title': 'Pronouns elsewhere',
  'sync.lead':
    'Keep the pronouns your public profile shows up to date on your accounts elsewhere. Nametag writes them whenever you change them here, and leaves everything else on those profiles as it is.',
  'sync.off': 'This server does not keep pronouns up to date on other services: its operator has not set it up.',
  'sync.settings.lead':
    'Keep your pronouns up to date on Mastodon and other services: <link>Pronouns elsewhere</link>.',
  'sync.mastodon.heading': 'Mastodon and the fediverse',
  'sync.mastodon.needsLink':
    'First link the fediverse account on the <link>settings page</link>: Nametag writes to the account you log in with.',
  'sync.mastodon.hint':
    'Your server asks whether Nametag may change your profile. Nametag then keeps a profile field named “{label}” up to date; once connected, you can choose the language of its name.',
  'sync.mastodon.start': 'Keep my pronouns up to date on {account}',
  'sync.language': 'Language of the field’s name',
  'sync.names': 'Also keep my names up to date, in a field named “{label}”',
  'sync.save': 'Save',
  'sync.status.synced': 'Up to date on {account}, last written on {day}.',
  'sync.status.connected': 'Connected to {account}.',
  'sync.status.waiting': 'Writing to {account} in a moment.',
  'sync.problem.revoked':
    '{account} no longer lets Nametag change its profile (the permission was withdrawn or ran out). Connect again to go on.',
  'sync.problem.key_changed':
    'This server’s key has changed, so the permission you gave can no longer be used. Connect again to go on.',
  'sync.problem.unreachable': 'Nametag could not reach {server}. It tries again by itself.',
  'sync.problem.rate_limited': '{server} asked Nametag to wait. It tries again by itself.',
  'sync.problem.refused': '{server} did not take the change. Nametag tries again with your next change, or now:',
  'sync.problem.no_room': 'Your profile on {server} has no room for another field. Remove one there, then try again:',
  'sync.problem.hidden': 'Your profile is shown to nobody right now, so nothing is written.',
  'sync.retry': 'Try again now',
  'sync.reconnect': 'Connect again',
  'sync.stop': 'Stop keeping it up to date',
  'sync.stopHint': 'What your profile there shows stays as it is.',
  'sync.notice.connected': 'Connected: your pronouns are written to {account} in a moment.',
  'sync.notice.stopped': 'Stopped: Nametag no longer writes to {account}.',
  'sync.notice.saved': 'Saved: Nametag writes the change in a moment.',
  'sync.problem.changed_meanwhile':
    'Your profile on {server} kept changing while Nametag wrote to it. It tries again by itself.',
  'sync.bluesky.heading': 'Bluesky',
  'sync.bluesky.hint':
    'Nametag keeps the pronouns on your Bluesky profile up to date: as many whole entries as fit in Bluesky’s 20 characters. Make an app password for it in Bluesky (Settings → Privacy and security → App passwords); never give your account’s own password.',
  'sync.bluesky.handle': 'Your handle',
  'sync.bluesky.appPassword': 'App password',
  'sync.bluesky.server': 'Server (leave it empty for Bluesky’s own)',
  'sync.bluesky.connect': 'Keep my pronouns up to date on Bluesky',
  'sync.bluesky.problem.handle': 'Give your handle, such as alice.bsky.social.',
  'sync.bluesky.problem.appPassword':
    'Give an app password: four groups of four letters and digits (xxxx-xxxx-xxxx-xxxx), not your account’s own password.',
  'sync.bluesky.problem.refused':
    'The server refused this handle and app password: check both, or make a new app password.',
  'sync.bluesky.problem.server': 'Give the server’s address alone, over https, such as bsky.social.',
  'sync.bluesky.problem.unreachable':
    'The server did not answer as a Bluesky server should: check its address, or try again later.',
  'sync.notice.connectedBluesky': 'Connected: your pronouns are written to {account} in a moment.',
} as const;

export type SyncMessageId = keyof typeof en;
