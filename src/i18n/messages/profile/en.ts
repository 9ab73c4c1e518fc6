/**
 * English, the source of the public profile pages' messages (a user's page, a member's page, their
 * member list and the pager of long lists). What the profile's owner typed (names, pronouns, custom
 * preferences, bio, field titles, the members section's heading) is shown as typed, never here.
 */
export const en = {
  'profile.preference.favourite': 'Favourite',
  'profile.preference.okay': 'Okay',
  'profile.preference.jokingly': 'Jokingly',
  'profile.preference.friends_only': 'Friends only',
  'profile.preference.avoid': 'Avoid',
  'profile.names': 'Names',
  'profile.pronouns': 'Pronouns',
  'profile.links': 'Links',
  'profile.flags': 'Flags',
  'profile.legend': 'What the icons mean',
  'profile.avatar': 'Avatar of {name}',
  'profile.noAvatar': '{name} has no avatar',
  'profile.card.alt':
    'Name card of {name} ({handle}) on {site}. Pronouns: {pronouns}.{flags, plural, =0 {} one { With # flag.} other { With # flags.}}',
  'profile.card.altNoPronouns':
    'Name card of {name} ({handle}) on {site}.{flags, plural, =0 {} one { With # flag.} other { With # flags.}}',
  'profile.localTime': 'Local time: <clock>{time}</clock> ({zoneName}, {zone})',
  'profile.empty.own': 'Your page is empty so far. Add your names and pronouns — everything else is optional.',
  'profile.empty.fill': 'Fill in your page',
  'profile.empty.other': 'Nothing here yet.',
  'profile.own.label': 'Your page',
  'profile.own.edit': 'Edit',
  'profile.own.shortLink': 'Short link to this page',
  'profile.own.copy': 'Copy link',
  'profile.own.newShortLink': 'New short link',
  'profile.own.shortLinkNew': 'This page has a new short link; the old one no longer leads here.',
  'profile.own.shortLinkSoon': 'A short link can be renewed once an hour: try again later.',
  'profile.suspended.own': 'Your account is suspended: only you and the admins can see this page.',
  'profile.suspended.other': 'This account is suspended: only its owner and the admins can see this page.',
  'profile.report.profile': 'Report this profile',
  'profile.report.member': 'Report this member',
  'profile.contentNote.heading': 'Content note',
  'profile.contentNote.show': 'Show the profile',
  'profile.contentNote.hide': 'Hide the profile',
  'profile.members.heading': 'Members',
  'profile.members.search': 'Search {count, plural, one {# member} other {# members}}',
  'profile.members.pages': 'Pages of members',

  'pager.search': 'Search',
  'pager.none': '{total, plural, one {None of # match “{query}”.} other {None of # match “{query}”.}}',
  'pager.matching':
    '{matching, plural, one {# of {total, number} match “{query}”.} other {# of {total, number} match “{query}”.}}',
  'pager.showAll': 'Show all',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.page': 'Page {page, number} of {pages, number}',
  'profile.sharedView.notice':
    'You are seeing what @{name} shows to “{audience}”. Keep this link to yourself: anyone who has it sees the same.',
  'profile.sharedView.expires': 'This link stops working on {at, date, long} at {at, time, short}.',
  'profile.fediverse': 'Fediverse: <account>{handle}</account>',
  'profile.share.open': 'Share this page',
  'profile.share.links': 'Links',
  'profile.share.address': 'Address of this page',
  'profile.share.shortLink': 'Short link',
  'profile.share.copy': 'Copy',
  'profile.share.copied': 'Copied.',
  'profile.share.copyFailed': 'It could not be copied: it is selected, copy it yourself.',
  'profile.share.fediverse': 'Fediverse',
  'profile.share.fediverseHint':
    'Search for this handle on Mastodon or another fediverse server to find this profile there.',
  'profile.share.fediverseHandle': 'Fediverse handle',
  'profile.share.card': 'Share card',
  'profile.share.cardHint':
    'The picture link previews show when the address of this page is shared in a chat or a post.',
  'profile.share.cardOpen': 'Open the share card (PNG, 1200 × 630 pixels)',
  'profile.share.badge': 'Badge',
  'profile.share.badgeHint': 'A small picture of the pronouns that links to this page, for a README or a website.',
  'profile.share.markdown': 'Badge in Markdown',
  'profile.share.html': 'Badge in HTML',
  'profile.share.embed': 'Embed',
  'profile.share.embedHint': 'A small card of this profile that other websites can show in a frame.',
  'profile.share.embedCode': 'Embed in HTML',
} as const;

export type ProfileMessageId = keyof typeof en;
