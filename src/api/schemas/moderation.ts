/** Request and response schemas of reports, warnings and the admin routes. */
import { Type } from 'typebox';
import { REASON_MAX_LENGTH } from '../../modules/moderation/moderation-text.js';
import { NullableString } from '../../profiles/schemas/profile.js';

const date = (description: string) => Type.String({ format: 'date-time', description });
const reason = (what: string) =>
  Type.String({
    minLength: 1,
    maxLength: REASON_MAX_LENGTH,
    description: `${what}, 1 to ${REASON_MAX_LENGTH} characters`,
  });

export const ReportBody = Type.Object(
  { reason: reason('what is wrong with this profile, for the admins') },
  { additionalProperties: false },
);

export const WarningSchema = Type.Object(
  {
    id: Type.String({ description: "the warning's ID (to acknowledge it)" }),
    reason: Type.String({ description: 'the message from the admins' }),
    created_at: date('when it was given (ISO 8601)'),
    read: Type.Boolean({ description: 'whether it was acknowledged' }),
  },
  { title: 'Warning' },
);

export const WarningsQuery = Type.Object(
  {
    all: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], {
        description: 'true: acknowledged warnings too (default: unread only)',
      }),
    ),
  },
  { additionalProperties: false },
);

const cursorQuery = {
  before: Type.Optional(Type.String({ maxLength: 64, description: 'the `next` of the previous page' })),
  limit: Type.Optional(
    Type.String({
      pattern: '^(100|[1-9][0-9]?)$',
      description: 'items per page, 1 to 100 (default 50)',
      errorMessage: 'a whole number from 1 to 100',
    }),
  ),
};

export const ReportQueueQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('all')], {
        description: 'open (default), closed (dismissed or actioned) or all',
      }),
    ),
    ...cursorQuery,
  },
  { additionalProperties: false },
);

export const AuditQuery = Type.Object(cursorQuery, { additionalProperties: false });

const reportProperties = {
  id: Type.String({ description: "the report's ID" }),
  status: Type.Union([Type.Literal('open'), Type.Literal('dismissed'), Type.Literal('actioned')], {
    description: 'open, dismissed (no action) or actioned (an admin acted on the user)',
  }),
  reason: Type.String({ description: "the reporter's reason" }),
  created_at: date('when it was reported'),
  reporter: Type.Object(
    {
      id: Type.String({ description: "the reporter's user ID" }),
      name: NullableString({ description: "the reporter's username; null once their account is gone" }),
    },
    { description: 'who reported' },
  ),
  target: Type.Object(
    {
      user_id: Type.String({ description: 'the reported user, or the owner of the reported member' }),
      username: NullableString({ description: 'their username now; null once the account is purged' }),
      member_id: NullableString({ description: 'the reported member, or null for a report about the user' }),
      member_name: NullableString({ description: "the member's name now; null when gone or not a member report" }),
    },
    { description: 'what was reported' },
  ),
  closed_at: NullableString({ description: 'when it was closed (date-time), or null while open' }),
  closed_by: NullableString({ description: 'the admin who closed it (null while open, or by the command line)' }),
};

export const ReportSchema = Type.Object(reportProperties, { title: 'Report' });

export const ReportQueueSchema = Type.Object(
  {
    reports: Type.Array(ReportSchema, { description: 'newest first' }),
    next: NullableString({ description: 'pass as `before` for the next page; null on the last page' }),
  },
  { title: 'ReportQueue' },
);

export const ReportDetailSchema = Type.Object(
  {
    ...reportProperties,
    snapshot: Type.Unknown({ description: "the target's public document (User or Member) when it was reported" }),
    current: Type.Unknown({
      description: "the target's public document now (shown even while suspended); null when it is gone",
    }),
    suspended: Type.Boolean({ description: 'whether the target user is suspended now' }),
  },
  { title: 'ReportDetail' },
);

export const ActionBody = Type.Object(
  {
    reason: Type.Optional(
      Type.String({
        maxLength: REASON_MAX_LENGTH,
        description: `why (recorded in the audit log; for a warning, the message the user reads); up to ${REASON_MAX_LENGTH} characters, required for warn, suspend and delete`,
      }),
    ),
    report_id: Type.Optional(
      Type.String({ maxLength: 64, description: 'the report this answers (it is closed as actioned)' }),
    ),
  },
  { additionalProperties: false },
);

export const AuditEntrySchema = Type.Object(
  {
    id: Type.String({ description: "the entry's ID" }),
    admin: Type.Object(
      {
        id: NullableString({ description: "the admin's user ID; null for the operator's command-line tool" }),
        name: Type.String({ description: "the admin's username when they acted" }),
      },
      { description: 'who acted' },
    ),
    action: Type.String({ description: 'dismiss, warn, suspend, unsuspend, delete, make-admin or remove-admin' }),
    user_id: NullableString({ description: 'the user acted on' }),
    username: NullableString({ description: 'their username when the action was taken' }),
    report_id: NullableString({ description: 'the report the action answered, if any' }),
    reason: Type.String({ description: 'why, as the admin wrote it (may be empty for dismiss and unsuspend)' }),
    created_at: date('when'),
  },
  { title: 'AuditEntry' },
);

export const AuditLogSchema = Type.Object(
  {
    entries: Type.Array(AuditEntrySchema, { description: 'newest first' }),
    next: NullableString({ description: 'pass as `before` for the next page; null on the last page' }),
  },
  { title: 'AuditLog' },
);

export const ModerationRecordSchema = Type.Object(
  {
    id: Type.String({ description: "the user's ID" }),
    name: Type.String({ description: "the user's username" }),
    user: Type.Unknown({ description: 'the public User document (shown even while suspended)' }),
    suspension: Type.Union(
      [
        Type.Object(
          {
            reason: Type.String({ description: 'why' }),
            admin_id: NullableString({ description: 'who suspended (null: the command line)' }),
            created_at: date('since when'),
          },
          { description: 'the suspension' },
        ),
        Type.Null(),
      ],
      { description: 'the suspension, or null when the user is not suspended' },
    ),
    warnings: Type.Array(WarningSchema, { description: "the user's warnings, newest first" }),
    actions: Type.Array(AuditEntrySchema, {
      description: 'the audit entries about the user, newest first (100 at most)',
    }),
  },
  { title: 'ModerationRecord' },
);
