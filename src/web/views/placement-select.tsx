/**
 * "Who sees this": the menu beside each item of the owner's profile in the editor. Everyone (no
 * placement), only me (`[]`), or one audience; an item shown to several audiences keeps that choice as
 * an option of its own, named by the audiences, so saving the form unchanged never loses it.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { EVERYONE, ONLY_ME, placementOf } from './seen-by.js';
import { Select } from './form-controls.js';
import { useMessages } from './messages.js';

/** The owner's audiences, and the name of the one entries marked friends only go to (null: none). */
export interface Placing {
  audiences: Array<{ id: string; name: string }>;
  friendsAudience: string | null;
}

/** Set by the editor for a user with audiences (or placed items); null elsewhere: no menus. */
export const PlacingChoices = createContext<Placing | null>(null);

export function SeenBySelect(props: {
  name: string;
  /** The item as a sentence names it: "name 3", "your bio". */
  item: string;
  value: string | undefined;
  /** An entry's preference: one marked friends only goes to the friends audience when not placed. */
  status?: string;
  hideLabel?: boolean;
}) {
  const placing = useContext(PlacingChoices);
  const { t } = useMessages();
  if (placing === null) return null;
  const everyone = t('audiences.editor.everyone');
  const friends =
    placing.friendsAudience === null || props.status === undefined
      ? null
      : t('audiences.editor.friendsOnly', { audience: placing.friendsAudience });
  const options = [
    { value: EVERYONE, label: friends !== null && props.status === 'friends_only' ? friends : everyone },
    { value: ONLY_ME, label: t('audiences.editor.onlyMe') },
    ...placing.audiences.map((audience) => ({ value: audience.id, label: audience.name })),
  ];
  const current = props.value ?? EVERYONE;
  if (!options.some((option) => option.value === current)) {
    const names = (placementOf(current) ?? []).map(
      (id) => placing.audiences.find((audience) => audience.id === id)?.name ?? id,
    );
    options.push({ value: current, label: names.join(', ') });
  }
  return (
    <div class="seen-by" data-everyone={friends === null ? undefined : everyone} data-friends={friends ?? undefined}>
      <Select
        name={props.name}
        label={t('audiences.editor.whoSees', { item: props.item })}
        hideLabel={props.hideLabel ?? true}
        value={current}
        options={options}
        errors={{}}
      />
    </div>
  );
}
