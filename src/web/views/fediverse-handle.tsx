/**
 * A user's fediverse handle on their page (`@name@host`, as WebFinger answers it): words to search for
 * on a fediverse server, so text, not a link that leaves the site.
 */
import type { VNode } from 'preact';
import { Icon } from './icon.js';
import { useMessages } from './messages.js';

export function FediverseHandle({ handle }: { handle: string }) {
  const { rich } = useMessages();
  // Where the column is too narrow for it whole, it breaks before the host first.
  const at = handle.lastIndexOf('@');
  return (
    <p class="fediverse-handle">
      <Icon name="at" label={null} />{' '}
      {rich<VNode>('profile.fediverse', {
        handle,
        account: () => (
          <span class="fediverse-account">
            {handle.slice(0, at)}
            <wbr />
            {handle.slice(at)}
          </span>
        ),
      })}
    </p>
  );
}
