/** PLACEHOLDER: to translate. */
import type { GroupsMessageId } from './en.js';
import { en } from './en.js';

export const ptBR = { ...en } satisfies Record<GroupsMessageId, string>;
