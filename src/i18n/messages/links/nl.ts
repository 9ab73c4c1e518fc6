/** Nederlands: je-vorm (zie messages/nl.ts). */
import type { LinksMessageId } from './en.js';

export const nl = {
  'links.verified': 'Geverifieerd: deze pagina linkt terug naar dit profiel',
} satisfies Record<LinksMessageId, string>;
