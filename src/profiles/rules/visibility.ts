/** Who sees a suspended user's profile: the user themselves and admins; everyone else gets "not found". */

/** Who is looking at profile data: the owner and admins may see what others may not. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

/**
 * Whether `viewer` may see data of `ownerId`, given whether the owner is suspended. A profile shown
 * only because of who looks (`suspended` true) must never be kept or shared as a public answer.
 */
export function maySee(viewer: Viewer | null, ownerId: string, suspended: boolean): boolean {
  return !suspended || (viewer !== null && (viewer.isAdmin || viewer.userId === ownerId));
}
