/**
 * What a "who sees this" menu of the editor holds, as its option values: everyone (no placement), only
 * me (`[]`), or the IDs of the audiences who see the item, joined by commas (IDs are UUIDs).
 */
import type { Placement } from '../../profiles/rules/placements.js';

/** No placement: the item is public (or, for an entry marked friends only, its audience's). */
export const EVERYONE = '';
/** `[]`: the item is kept to its owner. */
export const ONLY_ME = 'me';

/** A menu's value for a placement. */
export function choiceOf(placement: Placement | undefined): string {
  if (placement === undefined) return EVERYONE;
  return placement.length === 0 ? ONLY_ME : placement.join(',');
}

/** The placement a menu's value stands for (undefined: none). */
export function placementOf(choice: string | undefined): Placement | undefined {
  if (choice === undefined || choice === EVERYONE) return undefined;
  if (choice === ONLY_ME) return [];
  return [...new Set(choice.split(',').filter((id) => id !== ''))];
}
