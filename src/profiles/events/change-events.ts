/**
 * Change events: what a profile write changed. The profile writer records them in the outbox table in
 * the write's own transaction and, once it committed, publishes them here to in-process subscribers
 * (the /meta cache, the prepared public answers; webhooks and CDN purges later); changes committed by
 * other processes arrive through the change feed. Subscribers react to events; nothing else refreshes
 * anything by hand.
 */

import { randomUUID } from 'node:crypto';

export type ChangeEventType =
  | 'user.created'
  | 'user.updated'
  | 'member.created'
  | 'member.updated'
  | 'member.deleted'
  | 'account.deleted'
  // Its owner restored it within the grace period after deleting it.
  | 'account.restored'
  // An admin hid (or showed again) the user and their members.
  | 'account.suspended'
  | 'account.unsuspended'
  | 'group.created'
  | 'group.updated'
  | 'group.deleted';

export interface ChangeEvent {
  id: string;
  type: ChangeEventType;
  userId: string;
  memberId: string | null;
  /** The group a group event is about; null (or absent) for every other event. */
  groupId?: string | null;
  /** Epoch milliseconds of the write. */
  at: number;
}

/**
 * What subscribers receive: a committed write's events; a user's activity (login), which is not
 * recorded; users whose data another process (instance, CLI) changed (see change-feed.ts); or `reset`:
 * changes may have been missed (the feed lost its connection), so nothing derived may be trusted.
 */
export type ProfileSignal =
  | { kind: 'changes'; events: readonly ChangeEvent[] }
  | { kind: 'activity'; userId: string }
  | { kind: 'elsewhere'; userIds: readonly string[] }
  | { kind: 'reset' };

export type Subscriber = (signal: ProfileSignal) => void;

export class ChangeEventBus {
  private readonly subscribers = new Set<Subscriber>();
  /** Names this process in announcements to other processes, so that it can skip its own. */
  readonly origin = randomUUID();

  /** `onError`: a subscriber threw; the others still run and the write is not affected. */
  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  /** Returns the function that unsubscribes. */
  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  publish(signal: ProfileSignal): void {
    for (const subscriber of this.subscribers) {
      try {
        subscriber(signal);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
