/** Bodies of the flag library endpoints (pronouns.cc's flags). */
import { Type } from 'typebox';
import { LIMITS } from '../../profiles/rules/profile-types.js';

const name = Type.String({ maxLength: LIMITS.flagName, description: `1–${LIMITS.flagName} characters after trimming` });
const description = Type.String({
  maxLength: LIMITS.flagDescription,
  description: `0–${LIMITS.flagDescription} characters after trimming; also the alt text of the image`,
});

export const CreateFlagBody = Type.Object(
  {
    flag: Type.String({ description: 'base64 PNG, JPEG, GIF or WebP image, or a data: URI of one' }),
    name,
    description: Type.Optional(description),
  },
  { additionalProperties: false },
);

export const PatchFlagBody = Type.Object(
  {
    name: Type.Optional(name),
    description: Type.Optional(description),
    id: Type.Optional(Type.Unsafe<unknown>({ readOnly: true, description: 'ignored' })),
    hash: Type.Optional(Type.Unsafe<unknown>({ readOnly: true, description: 'ignored' })),
  },
  { additionalProperties: false },
);
