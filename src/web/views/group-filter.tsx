/** A member list's filter by group: links to each group's page, the one shown marked as current. */
import type { VNode } from 'preact';
import { useMessages } from './messages.js';
import type { GroupLinkView } from './view-types.js';

/** A group's colour as a small swatch: an SVG fill, as the page's policy allows no inline style. */
export function GroupSwatch({ color }: { color: string | null }): VNode | null {
  if (color === null) return null;
  return (
    <svg class="group-swatch" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <circle cx="6" cy="6" r="5.5" fill={color} stroke="currentColor" stroke-opacity="0.35" />
    </svg>
  );
}

/** A group's name as shown: its icon, its display name (or name), and its swatch. */
export function GroupName({ group }: { group: Pick<GroupLinkView, 'icon' | 'display_name' | 'name' | 'color'> }) {
  return (
    <>
      <GroupSwatch color={group.color} />
      {group.icon ? <span class="group-icon">{group.icon} </span> : null}
      {group.display_name ?? group.name}
    </>
  );
}

/**
 * The groups as a row of links: "All members" (the profile's list) and each group (its page, which
 * lists its members). `current`: the group shown (its URL), or null for the whole list.
 */
export function GroupFilter({
  groups,
  allUrl,
  current,
  label,
}: {
  groups: ReadonlyArray<Omit<GroupLinkView, 'description'>>;
  allUrl: string;
  current: string | null;
  /** The filter's accessible name, where "Groups" would not say enough. */
  label?: string;
}): VNode | null {
  const { t } = useMessages();
  if (groups.length === 0) return null;
  return (
    <nav class="group-filter" aria-label={label ?? t('groups.filter.label')}>
      <ul>
        <li>
          <a href={allUrl} aria-current={current === null ? 'page' : undefined}>
            {t('groups.filter.all')}
          </a>
        </li>
        {groups.map((group) => (
          <li>
            <a href={group.url} aria-current={current === group.url ? 'page' : undefined}>
              <GroupName group={group} />{' '}
              <span class="group-count">{t('groups.filter.count', { count: group.count })}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
