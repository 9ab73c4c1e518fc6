/** Request and response schemas of export and import. */
import { Type } from 'typebox';

export const ExportQuery = Type.Object(
  {
    format: Type.Optional(
      Type.Union([Type.Literal('zip'), Type.Literal('json')], {
        description: 'zip (default): nametag.json and the image files; json: the document alone, images as URLs',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ImportQuery = Type.Object(
  {
    dry_run: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], {
        description: 'true: report what the import would do, change nothing',
      }),
    ),
  },
  { additionalProperties: false },
);

const names = (description: string) => Type.Array(Type.String(), { description });

export const ImportReportSchema = Type.Object(
  {
    dry_run: Type.Boolean({ description: 'true when nothing was changed' }),
    source: Type.Union([Type.Literal('nametag'), Type.Literal('pluralkit'), Type.Literal('pronouns.cc')], {
      description:
        'what was imported: a Nametag export, a PluralKit export, or an account read from a pronouns.cc-compatible service',
    }),
    user: Type.Union([Type.Literal('updated'), Type.Literal('unchanged')], {
      description: 'whether the profile itself was (or would be) changed',
    }),
    flags: Type.Object(
      {
        created: names('flags added to the library'),
        reused: names('flags the library had already (same name and image)'),
      },
      { description: 'the flag library' },
    ),
    audiences: Type.Object(
      {
        created: names('audiences made (a Nametag export’s)'),
        reused: names('audiences the account had already (same name, without case), its placements go to'),
      },
      { description: 'the audiences the placements of the import go to' },
    ),
    members: Type.Object(
      {
        created: names('members created'),
        updated: names('members matched by name and updated'),
      },
      { description: 'the members' },
    ),
    groups: Type.Object(
      {
        created: names('member groups made'),
        updated: names('member groups the account had already (same name, without case), changed to the import’s'),
      },
      { description: 'the member groups (a Nametag or PluralKit export’s)' },
    ),
    skipped: names('what the import leaves out, and why'),
  },
  { title: 'ImportReport' },
);

export const RemoteImportBody = Type.Object(
  {
    url: Type.Optional(
      Type.String({
        maxLength: 300,
        description: 'the service: https://pronouns.cc (the default), another Nametag, or any service of API v1',
      }),
    ),
    token: Type.String({
      minLength: 1,
      maxLength: 4096,
      pattern: '^[\\x21-\\x7e]+$',
      description: 'an API token made on that service; used for this import only, never stored',
    }),
  },
  { additionalProperties: false },
);
