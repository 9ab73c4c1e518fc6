/**
 * English, the source of the links area: how a profile page marks a link Nametag verified (its page
 * links back to the profile with rel="me", docs/LINKS.md).
 */
export const en = {
  'links.verified': 'Verified: this page links back to this profile',
} as const;

export type LinksMessageId = keyof typeof en;
