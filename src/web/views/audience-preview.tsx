/**
 * The owner's preview of their page: as the public sees it, or as one audience's links show it, with
 * a banner that says which, and links to the other views.
 */
import type { ComponentChildren } from 'preact';
import { useMessages } from './messages.js';

export function PreviewBanner(props: {
  /** The audience shown ('public', or an audience's ID) and its name (null for the public). */
  current: string;
  currentName: string | null;
  audiences: Array<{ id: string; name: string }>;
  children: ComponentChildren;
}) {
  const { t } = useMessages();
  const choices = [
    { as: 'public', name: t('audiences.preview.publicChoice') },
    ...props.audiences.map((audience) => ({ as: audience.id, name: audience.name })),
  ];
  return (
    <>
      <section class="notice preview-banner" aria-labelledby="preview-heading">
        {/* The profile below has the page's heading: this says whose view it is. */}
        <p class="preview-title" id="preview-heading">
          {props.currentName === null
            ? t('audiences.preview.publicBanner')
            : t('audiences.preview.audienceBanner', { name: props.currentName })}
        </p>
        <nav aria-label={t('audiences.preview.switch')}>
          <span aria-hidden="true">{t('audiences.preview.switch')}</span>
          <ul class="preview-choices">
            {choices.map((choice) => (
              <li>
                <a
                  href={`/settings/audiences/preview?as=${encodeURIComponent(choice.as)}`}
                  aria-current={choice.as === props.current ? 'page' : undefined}
                >
                  {choice.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p class="preview-links">
          <a href="/settings/audiences">{t('audiences.preview.back')}</a>
          <a href="/edit/profile">{t('audiences.preview.edit')}</a>
        </p>
      </section>
      {props.children}
    </>
  );
}
