/**
 * TypeBox schemas for the profile data shared by users and members. They validate requests,
 * serialise responses and document the API; the limits are those of decisions.md.
 */
import { type TSchema, Type } from 'typebox';

export const LIMITS = {
  displayName: 100,
  bio: 1000,
  memberTitle: 100,
  entries: 100,
  fields: 25,
  fieldName: 100,
  fieldEntries: 100,
  entryValue: 100,
  links: 25,
  link: 256,
  customPreferences: 25,
  icon: 50,
  tooltip: 128,
} as const;

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A string that may also be null; `""` is accepted in requests and means "clear" (decisions.md). */
export function NullableString(options: { maxLength?: number; minLength?: number; description?: string } = {}) {
  return Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
}

/** A key clients may send back unchanged (read-only); the service ignores its value. */
export function ReadOnlyKey(description: string) {
  return Type.Optional(Type.Unsafe<unknown>({ readOnly: true, description }));
}

const status = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'favourite, okay, jokingly, friends_only, avoid, or the UUID of one of the owner\'s custom preferences',
});

export const FieldEntrySchema = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: LIMITS.entryValue }),
    status,
  },
  { additionalProperties: false },
);

export const PronounEntryInput = Type.Object(
  {
    pronouns: Type.String({ minLength: 1, maxLength: LIMITS.entryValue, description: 'the full set, e.g. they/them/their/theirs/themself' }),
    display_text: Type.Optional(NullableString({ minLength: 1, maxLength: LIMITS.entryValue })),
    status,
  },
  { additionalProperties: false },
);

export const PronounEntryOutput = Type.Object({
  pronouns: Type.String(),
  display_text: Type.String({ description: 'as set, or derived from the first two forms of pronouns' }),
  status: Type.String(),
});

export const FieldSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: LIMITS.fieldName }),
    entries: Type.Array(FieldEntrySchema, { maxItems: LIMITS.fieldEntries }),
  },
  { additionalProperties: false },
);

const customPreferenceProperties = {
  icon: Type.String({ minLength: 1, maxLength: LIMITS.icon, description: 'name of an icon from an icon set' }),
  tooltip: Type.String({ minLength: 1, maxLength: LIMITS.tooltip }),
  size: Type.Enum(['large', 'normal', 'small']),
};

export const CustomPreferenceInput = Type.Object(
  {
    ...customPreferenceProperties,
    muted: Type.Optional(Type.Boolean()),
    favourite: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const CustomPreferenceOutput = Type.Object({
  ...customPreferenceProperties,
  muted: Type.Boolean(),
  favourite: Type.Boolean(),
});

function customPreferences<T extends TSchema>(value: T, maxProperties?: number) {
  return Type.Record(Type.String({ pattern: UUID_PATTERN }), value, {
    additionalProperties: false,
    ...(maxProperties === undefined ? {} : { maxProperties }),
    description: 'custom preferences keyed by UUID',
  });
}

export const CustomPreferencesInput = customPreferences(CustomPreferenceInput, LIMITS.customPreferences);
export const CustomPreferencesOutput = customPreferences(CustomPreferenceOutput);

export const LinksSchema = Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.link }), { maxItems: LIMITS.links });
export const NamesSchema = Type.Array(FieldEntrySchema, { maxItems: LIMITS.entries });
export const PronounInputsSchema = Type.Array(PronounEntryInput, { maxItems: LIMITS.entries });
export const FieldsSchema = Type.Array(FieldSchema, { maxItems: LIMITS.fields });

export const FieldEntryOutput = Type.Object({ value: Type.String(), status: Type.String() });
export const FieldOutput = Type.Object({ name: Type.String(), entries: Type.Array(FieldEntryOutput) });
