/**
 * Each user's library of flags (pride flags): an image with a name and a description that doubles as
 * alt text. Profiles show flags of their owner's library by ID; a flag renamed or deleted changes on
 * every profile that shows it, in the same write.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { listFlags } from '../../profiles/profile-reader.js';
import { normaliseFlagDescription, normaliseFlagName } from '../../profiles/rules/profile-flags.js';
import type { FlagView } from '../../profiles/rules/profile-types.js';
import { writeProfile } from '../../profiles/profile-writer.js';
import { prepareImage } from '../media/avatar-upload.js';

export interface NewFlag {
  /** base64 image or data: URI */
  flag: string;
  name: string;
  description?: string | undefined;
}

export interface FlagPatch {
  name?: string | undefined;
  description?: string | undefined;
}

const toView = (flag: FlagView): FlagView => ({
  id: flag.id,
  hash: flag.hash,
  name: flag.name,
  description: flag.description,
});

export async function listOwnFlags(ctx: AppContext, userId: string): Promise<FlagView[]> {
  return (await listFlags(ctx.readDb, userId)).map(toView);
}

export async function createFlag(ctx: AppContext, userId: string, input: NewFlag): Promise<FlagView> {
  const name = normaliseFlagName(input.name);
  const description = normaliseFlagDescription(input.description ?? '');
  // The image is converted before the write opens its transaction, as avatars are.
  const image = await prepareImage(ctx, 'flag', input.flag);
  const flag = await writeProfile(ctx, userId, (write) => write.createFlag({ hash: image.hash, name, description }), {
    files: [{ kind: 'flags', ownerId: userId, hash: image.hash, bytes: image.bytes }],
  });
  return toView(flag);
}

export async function updateFlag(ctx: AppContext, userId: string, flagId: string, input: FlagPatch): Promise<FlagView> {
  const changes: { name?: string; description?: string } = {};
  if (input.name !== undefined) changes.name = normaliseFlagName(input.name);
  if (input.description !== undefined) changes.description = normaliseFlagDescription(input.description);
  if (Object.keys(changes).length === 0) throw errors.emptyUpdate();
  return writeProfile(ctx, userId, async (write) => write.updateFlag(await write.ownFlag(flagId), changes));
}

export async function deleteFlag(ctx: AppContext, userId: string, flagId: string): Promise<void> {
  await writeProfile(ctx, userId, async (write) => write.deleteFlag(await write.ownFlag(flagId)));
}
