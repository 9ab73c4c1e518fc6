/** A member group as JSON: the group, with its members' documents spliced in (never parsed). */
import type { FastifyReply } from 'fastify';
import type { GroupView } from '../../modules/members/group-service.js';
import type { MemberPages } from '../../profiles/profile-reader.js';
import { sendJsonWithList } from './json-answers.js';

export function sendGroup(reply: FastifyReply, answer: { group: GroupView; members: MemberPages }) {
  const head = JSON.stringify(answer.group);
  return sendJsonWithList(
    reply,
    Buffer.from(`${head.slice(0, -1)},"members":`, 'utf8'),
    answer.members,
    Buffer.from('}'),
  );
}
