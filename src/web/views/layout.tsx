/** The frame of every page: head with link-preview meta, header with sign-in state, main, footer. */
import type { ComponentChildren } from 'preact';
import { Icon } from './icon.js';
import { ModerationNotices } from './moderation-notices.js';
import type { PageChrome, PageMeta } from './view-types.js';

export function Layout({
  chrome,
  meta,
  children,
}: {
  chrome: PageChrome;
  meta: PageMeta;
  children: ComponentChildren;
}) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>{meta.title === chrome.siteName ? meta.title : `${meta.title} · ${chrome.siteName}`}</title>
        {meta.description ? <meta name="description" content={meta.description} /> : null}
        <meta property="og:site_name" content={chrome.siteName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:type" content="profile" />
        {meta.description ? <meta property="og:description" content={meta.description} /> : null}
        {meta.url ? <meta property="og:url" content={meta.url} /> : null}
        {meta.image ? <meta property="og:image" content={meta.image} /> : null}
        <meta name="twitter:card" content={meta.image ? 'summary' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        {meta.description ? <meta name="twitter:description" content={meta.description} /> : null}
        {meta.image ? <meta name="twitter:image" content={meta.image} /> : null}
        <link rel="stylesheet" href={chrome.css} />
        <script src={chrome.script} defer />
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="site">
          <a class="brand" href="/">
            <Icon name="tag-fill" label={null} /> {chrome.siteName}
          </a>
          <nav aria-label="Account">
            {chrome.visitor ? (
              <>
                <a href={`/@${encodeURIComponent(chrome.visitor.name)}`}>@{chrome.visitor.name}</a>
                <a href="/edit/profile">Edit profile</a>
                <a href="/settings">Settings</a>
                {chrome.visitor.isAdmin ? <a href="/admin">Admin</a> : null}
                {chrome.csrf ? (
                  <form method="post" action="/logout" class="inline">
                    <input type="hidden" name="_csrf" value={chrome.csrf} />
                    <button type="submit" class="link">
                      Log out
                    </button>
                  </form>
                ) : (
                  <a href="/logout">Log out</a>
                )}
              </>
            ) : (
              <>
                <a href="/login">Log in</a>
                <a href="/register">Sign up</a>
              </>
            )}
          </nav>
        </header>
        <main id="main">
          <ModerationNotices chrome={chrome} />
          {children}
        </main>
        {/* Where the enhancement script says what changed (a row moved, a link copied) to screen readers. */}
        <p class="visually-hidden" aria-live="polite" data-announcer />
        <footer class="site">
          <a href="/">{chrome.siteName}</a> · <a href="/api/docs">API</a>
        </footer>
      </body>
    </html>
  );
}
