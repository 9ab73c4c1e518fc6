/**
 * English, the source of the audiences area: the Audiences page (audiences, their share links, the
 * friends-only choice), "who sees this" in the profile editor, and the owner's preview of their page as
 * the public and each audience see it. Typographic apostrophes (’) only: a straight one can start a
 * quoted stretch in ICU.
 */
export const en = {
  'audiences.title': 'Audiences',
  'audiences.lead':
    'An audience is a group of people you give a secret link to, such as “Friends” or “Work”. In the editor, you can show an item only to some audiences, or keep it to yourself: people with an audience’s link see the public page and that audience’s items. Items you never place stay public.',
  'audiences.none': 'You have no audiences yet.',
  'audiences.editorLink': 'Choose who sees each item in the <link>profile editor</link>.',
  'audiences.new.heading': 'New audience',
  'audiences.new.name': 'Name of the new audience',
  'audiences.new.hint':
    'Up to 40 characters. People with its links see this name, so choose one you would say to them.',
  'audiences.new.submit': 'Make audience',
  'audiences.friends.heading': 'Entries marked “friends only”',
  'audiences.friends.label': 'Entries marked friends only are shown only to',
  'audiences.friends.none': 'Everyone (friends only is then just a label)',
  'audiences.friends.hint':
    'Names, pronouns and field entries marked friends only, unless you chose who sees them in the editor.',
  'audiences.friends.submit': 'Save choice',
  'audiences.rename.label': 'New name for “{name}”',
  'audiences.rename.submit': 'Rename',
  'audiences.links.heading': 'Share links of “{name}”',
  'audiences.links.none': 'No links yet: make one to give to the people of this audience.',
  'audiences.links.made': 'Made',
  'audiences.links.ends': 'Stops',
  'audiences.links.state': 'State',
  'audiences.links.open': 'Works',
  'audiences.links.revoked': 'Stopped on {date}',
  'audiences.links.expired': 'Expired',
  'audiences.links.noEnd': 'Never',
  'audiences.links.rotate': 'Replace',
  'audiences.links.rotateLabel': 'Replace the link made on {date} with a new one',
  'audiences.links.revoke': 'Revoke',
  'audiences.links.revokeLabel': 'Revoke the link made on {date}',
  'audiences.links.expiry': 'Last day of the link made on {date}',
  'audiences.links.setExpiry': 'Set last day',
  'audiences.links.clearExpiry': 'No last day',
  'audiences.links.new.expiry': 'Last day (optional)',
  'audiences.links.new.expiry.hint':
    'The link stops at the end of this day (UTC). Leave empty for a link that works until you revoke it.',
  'audiences.links.new.submit': 'Make a link',
  'audiences.links.shown':
    'Here is the new link. Copy it now: it is shown only this once, as Nametag keeps no copy of it. Give it only to the people of “{name}”.',
  'audiences.links.shownLabel': 'The new link of “{name}”',
  'audiences.links.copy': 'Copy link',
  'audiences.links.copied': 'Link copied.',
  'audiences.links.copyFailed': 'The link could not be copied: it is selected, copy it yourself.',
  'audiences.preview.link': 'Preview as “{name}”',
  'audiences.preview.public': 'Preview as the public',
  'audiences.delete.heading': 'Delete “{name}”',
  'audiences.delete.lead':
    'Its links stop at once. Items shown only to “{name}” become “only me”: nobody else sees them until you choose again.',
  'audiences.delete.question': 'Delete the audience “{name}” and stop its links?',
  'audiences.delete.submit': 'Delete audience',
  'audiences.notice.created':
    'The audience “{name}” is made. Place items in it in the editor, and make a link to share.',
  'audiences.notice.renamed': 'The audience is now called “{name}”.',
  'audiences.notice.deleted': 'The audience “{name}” is deleted and its links stopped.',
  'audiences.notice.linkMade': 'A new link for “{name}” is made.',
  'audiences.notice.linkRotated': 'The old link stopped working. Here is its replacement.',
  'audiences.notice.linkRevoked': 'The link stopped working.',
  'audiences.notice.expirySet': 'The link’s last day is saved.',
  'audiences.notice.expiryCleared': 'The link works until you revoke it.',
  'audiences.notice.friendsSaved': 'Your choice for entries marked friends only is saved.',
  'audiences.problem.nameEmpty': 'Give the audience a name.',
  'audiences.problem.nameLong':
    'An audience’s name can be at most {limit} characters (this one has {length}): make it shorter.',
  'audiences.problem.nameTaken': 'You already have an audience called “{name}”: choose another name.',
  'audiences.problem.expiryPast': 'Choose a day after today: the link would have stopped already.',
  'audiences.problem.expiryNotDate': 'Write the day as year-month-day, for example 2027-01-31.',
  'audiences.problem.linkStopped': 'This link has stopped already: make a new one instead.',
  'audiences.editor.whoSees': 'Who sees {item}',
  'audiences.editor.everyone': 'Everyone',
  'audiences.editor.onlyMe': 'Only me',
  'audiences.editor.friendsOnly': '{audience} (friends only)',
  'audiences.editor.bio': 'your bio',
  'audiences.editor.avatar': 'your avatar',
  'audiences.editor.member': 'this member',
  'audiences.editor.memberBio': "this member's bio",
  'audiences.editor.memberAvatar': "this member's avatar",
  'audiences.editor.flag': 'the flag {name}',
  'audiences.editor.intro':
    'Beside each item, choose who sees it: everyone, only you, or one of your <link>audiences</link>. <preview>Preview your page</preview> as each of them sees it.',
  'audiences.editor.none':
    'Want to show something only to some people? Make an audience on the <link>Audiences page</link>, then choose who sees each item here.',
  'audiences.preview.title': 'Preview of your page',
  'audiences.preview.publicBanner': 'This is how the public sees your page.',
  'audiences.preview.audienceBanner': 'This is how people with a link of “{name}” see your page.',
  'audiences.preview.switch': 'See it as',
  'audiences.preview.publicChoice': 'The public',
  'audiences.preview.back': 'Back to your audiences',
  'audiences.preview.edit': 'Edit who sees what',
  'audiences.settings.heading': 'Audiences',
  'audiences.settings.lead':
    'Show some items only to the people you choose, through secret links: <link>your audiences</link>.',
  'audiences.problem.placementGone':
    'One of the audiences you chose no longer exists, and nothing was saved. What was shown to it alone is now set to “Only me”: check those items and save again.',
} as const;

export type AudiencesMessageId = keyof typeof en;
