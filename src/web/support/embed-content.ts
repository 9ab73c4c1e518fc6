/**
 * What a profile's embed shows (the small card other sites frame: /@name/embed, docs/SHARING.md):
 * what its share card draws — the display name (or the name), the handle, the pronouns the card
 * chooses, the first flags — with the names chosen by the same rule and the avatar as the page links
 * it. Built from the public document the card reads, so it shows nothing a signed-out visitor does
 * not see on the page.
 */
import type { MemberDocument, UserDocument } from '../../profiles/documents/stored-document.js';
import type { CustomPreferencesView, EmbedView, ProfileView } from '../views/view-types.js';
import { CARD_FLAGS, type CardContent, favouriteNames, favouritePronouns } from './share-card-content.js';

/** What the embed shows, and what its answers are made with. */
export interface EmbedContent extends EmbedView {
  /** The share card of the profile: the oEmbed answer's thumbnail. */
  card: CardContent;
  userId: string;
  memberId: string | null;
}

export function embedContent(
  view: ProfileView,
  profile: UserDocument | MemberDocument,
  custom: CustomPreferencesView,
  card: CardContent,
  of: { path: string; userId: string; memberId: string | null },
): EmbedContent {
  return {
    title: card.title,
    handle: card.subtitle,
    avatarUrl: view.avatarUrl,
    pronouns: favouritePronouns(profile, custom),
    names: favouriteNames(profile, custom),
    flags: view.flags.slice(0, CARD_FLAGS),
    pagePath: of.path,
    card,
    userId: of.userId,
    memberId: of.memberId,
  };
}

/** The embed page of a profile page's path: one static segment deeper (see PROFILE_STATIC_SEGMENTS). */
export const embedPath = (pagePath: string) => `${pagePath}/embed`;
