/**
 * The preference a new entry of the editor starts with (names, pronouns, a field's entries): the first
 * of its list is the favourite, so a first profile has one without a choice made; the later ones are
 * "okay". The editor's default only: the API's own (an entry sent without a status) is untouched.
 */
export const firstFavourite = (index: number): string => (index === 0 ? 'favourite' : 'okay');
