/** The frame of every page: head with link-preview meta, header with sign-in state, main, footer. */
import type { ComponentChildren } from 'preact';
import { Icon } from './icon.js';
import { ModerationNotices } from './moderation-notices.js';
import type { PageChrome, PageMeta } from './view-types.js';

const THEMES = [
  { set: 'system', label: 'System' },
  { set: 'light', label: 'Light' },
  { set: 'dark', label: 'Dark' },
] as const;

/** Light, dark or as the system says: links (see support/theme.ts), the current one marked. */
function ThemeLinks({ chrome }: { chrome: PageChrome }) {
  const current = chrome.theme ?? 'system';
  return (
    <nav aria-label="Theme">
      <ul class="theme-links">
        <li aria-hidden="true">Theme:</li>
        {THEMES.map(({ set, label }) => (
          <li>
            <a
              href={`/theme?set=${set}&return=${encodeURIComponent(chrome.path)}`}
              aria-current={set === current ? 'true' : undefined}
              rel="nofollow"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
    <html lang="en" data-theme={chrome.theme ?? undefined}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={chrome.theme ?? 'light dark'} />
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
          <span>
            <a href="/">{chrome.siteName}</a> · <a href="/api/docs">API</a>
          </span>
          <ThemeLinks chrome={chrome} />
        </footer>
      </body>
    </html>
  );
}
