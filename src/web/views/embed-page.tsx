/**
 * A profile's embed (/@name/embed): a small card made to be framed by other sites. A document of its
 * own, not the site's layout: no header, footer or script, one small stylesheet, every line cut to fit
 * one height at any width down to the narrowest embed (support/oembed-answer.ts). It shows what the
 * share card shows (support/embed-content.ts chooses it) and links to the profile's page in a new tab.
 */
import type { ComponentChildren } from 'preact';
import { Icon } from './icon.js';
import { useMessages } from './messages.js';
import { Avatar } from './profile-view.js';
import type { EmbedView } from './view-types.js';

export interface EmbedChrome {
  /** The embed's stylesheet (a hashed asset address). */
  css: string;
  /** The theme the embedding site asked for (`?theme=`), or null: the reader's system's. */
  theme: 'light' | 'dark' | null;
}

function EmbedDocument({
  chrome,
  title,
  children,
}: {
  chrome: EmbedChrome;
  title: string;
  children: ComponentChildren;
}) {
  const { locale, dir } = useMessages();
  return (
    <html lang={locale} dir={dir} data-theme={chrome.theme ?? undefined}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={chrome.theme ?? 'light dark'} />
        {/* The profile's page is what search engines should find, not each of its frames. */}
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="stylesheet" href={chrome.css} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export function EmbedPage({ chrome, profile }: { chrome: EmbedChrome; profile: EmbedView }) {
  const { t } = useMessages();
  return (
    <EmbedDocument chrome={chrome} title={t('embed.title', { name: profile.title, handle: profile.handle })}>
      <main class="embed h-card">
        <div class="embed-heading">
          <Avatar url={profile.avatarUrl} name={profile.title} />
          <div class="embed-who">
            <h1 class="p-name" dir="auto">
              {profile.title}
            </h1>
            <p class="embed-handle p-nickname" dir="auto">
              {profile.handle}
            </p>
          </div>
        </div>
        {profile.pronouns.length > 0 || profile.names.length > 0 ? (
          <dl class="embed-facts">
            {profile.pronouns.length > 0 ? (
              <div class="embed-pronouns">
                <dt>{t('profile.pronouns')}</dt>
                <dd dir="auto">{profile.pronouns.join(' · ')}</dd>
              </div>
            ) : null}
            {profile.names.length > 0 ? (
              <div class="embed-names">
                <dt>{t('profile.names')}</dt>
                <dd dir="auto">{profile.names.join(' · ')}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div class="embed-foot">
          {profile.flags.length > 0 ? (
            <ul class="embed-flags">
              {profile.flags.map((flag) => (
                <li>
                  <img
                    src={flag.url}
                    alt={flag.description || flag.name}
                    title={flag.description || flag.name}
                    height={20}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {/* A new tab: the embedding page stays where it was (the frame's sandbox lets it escape). */}
          <a class="embed-open u-url" href={profile.pagePath} target="_blank" rel="noopener">
            {t('embed.viewProfile')}
            <Icon name="box-arrow-up-right" label={null} />
            <span class="visually-hidden">{t('embed.newTab')}</span>
          </a>
        </div>
      </main>
    </EmbedDocument>
  );
}

/** What an embed shows where the profile's page would be an error (404 for a profile no one may see). */
export function EmbedErrorPage({ chrome, status, message }: { chrome: EmbedChrome; status: number; message: string }) {
  const { t } = useMessages();
  const title = status === 404 ? t('error.notFound') : t('error.status', { status });
  return (
    <EmbedDocument chrome={chrome} title={title}>
      <main class="embed embed-error">
        <h1>{title}</h1>
        <p>{message}</p>
      </main>
    </EmbedDocument>
  );
}
