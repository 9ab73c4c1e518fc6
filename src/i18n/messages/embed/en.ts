/**
 * English, the source of the embed area: the small card other sites frame (/@name/embed) and the
 * iframe an oEmbed answer hands them (docs/SHARING.md, "Embeds"). The profile's own words show as typed.
 */
export const en = {
  'embed.title': 'Name card of {name} ({handle})',
  'embed.viewProfile': 'View full profile',
  'embed.newTab': '(opens in a new tab)',
} as const;

export type EmbedMessageId = keyof typeof en;
