/** A member group's page: the group, its owner, its members as the public sees them, the other groups. */
import type { VNode } from 'preact';
import { Icon } from './icon.js';
import { useMessages } from './messages.js';
import { GroupFilter, GroupName } from './group-filter.js';
import { ListSearch, Pager } from './pager.js';
import type { Paged } from './paging.js';
import { MemberCard, SharedViewNotice } from './profile-view.js';
import type { CustomPreferencesView, GroupPageView, MemberCardView } from './view-types.js';

export function GroupPage({
  page,
  members,
  custom,
  url,
  sharedView,
}: {
  page: GroupPageView;
  /** Shown through a share link: whose view it is, and until when the link works (epoch ms, or null). */
  sharedView?: { audience: string; expiresAt: number | null };
  /** The page of the group's members shown. */
  members: Paged<MemberCardView>;
  custom: CustomPreferencesView;
  /** The page's own path. */
  url: string;
}): VNode {
  const { t } = useMessages();
  const { group, owner } = page;
  return (
    <article class="profile group-page">
      {sharedView ? <SharedViewNotice name={owner.name} view={sharedView} /> : null}
      <p class="back">
        <a href={owner.url}>
          <Icon name="arrow-left" label={null} /> {owner.display_name ?? owner.name} (@{owner.name})
        </a>
      </p>
      <h1>
        <GroupName group={group} />
      </h1>
      {group.display_name && group.display_name !== group.name ? <p class="handle">{group.name}</p> : null}
      {group.description ? <p class="group-description">{group.description}</p> : null}
      <section class="members" id="members" aria-labelledby="members-heading">
        <h2 id="members-heading">{t('groups.page.members', { count: members.total })}</h2>
        <GroupFilter groups={page.groups} allUrl={`${owner.url}#members`} current={group.url} />
        <ListSearch
          paged={members}
          base={url}
          prefix=""
          label={t('profile.members.search', { count: members.total })}
          anchor="members"
        />
        {members.total === 0 ? <p>{t('groups.page.empty')}</p> : null}
        <ul class="cards">
          {members.items.map((member) => (
            <MemberCard member={member} custom={custom} />
          ))}
        </ul>
        <Pager paged={members} base={url} prefix="" label={t('profile.members.pages')} anchor="members" />
      </section>
    </article>
  );
}
