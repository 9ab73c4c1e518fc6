/**
 * "Moving from pronouns.cc?": one sentence where a newcomer decides how to start (the home page, the
 * welcome after sign-up) leading to the import. Signed out, it leads through sign-up, which then lands
 * on the import (the sign-up page's "moving in" box, ticked by this link).
 */
import type { VNode } from 'preact';
import { SERVICE_HEADING } from './data-page.js';
import { useMessages } from './messages.js';

/** The import from pronouns.cc, on the data page. */
export const MOVE_IN_PATH = `/settings/data#${SERVICE_HEADING}`;
/** Sign-up with its "moving in" box ticked. */
export const SIGN_UP_TO_MOVE_IN = '/register?move_in=1';

export function MovingInOffer({ signedIn }: { signedIn: boolean }) {
  const { rich } = useMessages();
  return (
    <p class="moving-in">
      {signedIn
        ? rich<VNode>('moveIn.offer', { link: (words) => <a href={MOVE_IN_PATH}>{words}</a> })
        : rich<VNode>('moveIn.offer.signUp', { link: (words) => <a href={SIGN_UP_TO_MOVE_IN}>{words}</a> })}
    </p>
  );
}
