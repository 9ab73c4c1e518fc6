/** PLACEHOLDER: to translate. */
import type { GroupsMessageId } from './en.js';
import { en } from './en.js';

export const es = { ...en } satisfies Record<GroupsMessageId, string>;
