/** The frame of every page: head with link-preview meta, header with sign-in state, main, footer. */
import type { ComponentChildren } from 'preact';
import type { MessageId } from '../../i18n/translator.js';
import { Icon } from './icon.js';
import { useMessages } from './messages.js';
import { ModerationNotices } from './moderation-notices.js';
import type { PageChrome, PageMeta } from './view-types.js';

const THEMES: ReadonlyArray<{ set: string; label: MessageId }> = [
  { set: 'system', label: 'layout.theme.system' },
  { set: 'light', label: 'layout.theme.light' },
  { set: 'dark', label: 'layout.theme.dark' },
];

/** Light, dark or as the system says: links (see support/theme.ts), the current one marked. */
function ThemeLinks({ chrome }: { chrome: PageChrome }) {
  const { t } = useMessages();
  const current = chrome.theme ?? 'system';
  return (
    <nav aria-label={t('layout.theme.label')}>
      <ul class="theme-links">
        <li aria-hidden="true">{t('layout.theme.lead')}</li>
        {THEMES.map(({ set, label }) => (
          <li>
            <a
              href={`/theme?set=${set}&return=${encodeURIComponent(chrome.path)}`}
              aria-current={set === current ? 'true' : undefined}
              rel="nofollow"
            >
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Each language by its own name (see support/language.ts), the current one marked. */
function LanguageLinks({ chrome }: { chrome: PageChrome }) {
  const { t, locale } = useMessages();
  return (
    <nav aria-label={t('layout.language.label')}>
      <ul class="theme-links">
        <li aria-hidden="true">{t('layout.language.lead')}</li>
        {chrome.languages.map((language) => (
          <li>
            <a
              href={`/language?set=${language.locale}&return=${encodeURIComponent(chrome.path)}`}
              hreflang={language.locale}
              lang={language.locale}
              aria-current={language.locale === locale ? 'true' : undefined}
              rel="nofollow"
            >
              {language.name}
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
  const { t, locale, dir } = useMessages();
  return (
    <html lang={locale} dir={dir} data-theme={chrome.theme ?? undefined}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={chrome.theme ?? 'light dark'} />
        <title>{meta.title === chrome.siteName ? meta.title : `${meta.title} · ${chrome.siteName}`}</title>
        {meta.description ? <meta name="description" content={meta.description} /> : null}
        <meta property="og:site_name" content={chrome.siteName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:type" content="profile" />
        <meta property="og:locale" content={locale.replace('-', '_')} />
        {meta.description ? <meta property="og:description" content={meta.description} /> : null}
        {meta.url ? <meta property="og:url" content={meta.url} /> : null}
        {meta.image ? <meta property="og:image" content={meta.image} /> : null}
        <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        {meta.description ? <meta name="twitter:description" content={meta.description} /> : null}
        {meta.image ? <meta name="twitter:image" content={meta.image} /> : null}
        {meta.url
          ? chrome.languages.map((language) => (
              <link rel="alternate" hreflang={language.locale} href={`${meta.url}?lang=${language.locale}`} />
            ))
          : null}
        {meta.url ? <link rel="alternate" hreflang="x-default" href={meta.url} /> : null}
        {meta.activityJson ? <link rel="alternate" type="application/activity+json" href={meta.activityJson} /> : null}
        <link rel="stylesheet" href={chrome.css} />
        <script src={chrome.script} defer />
      </head>
      <body>
        <a class="skip" href="#main">
          {t('layout.skip')}
        </a>
        <header class="site">
          <a class="brand" href="/">
            <Icon name="tag-fill" label={null} /> {chrome.siteName}
          </a>
          <nav aria-label={t('layout.nav.account')}>
            {chrome.visitor ? (
              <>
                <a href={`/@${encodeURIComponent(chrome.visitor.name)}`}>@{chrome.visitor.name}</a>
                <a href="/edit/profile">{t('layout.nav.edit')}</a>
                <a href="/settings">{t('layout.nav.settings')}</a>
                {chrome.visitor.isAdmin ? <a href="/admin">{t('layout.nav.admin')}</a> : null}
                {chrome.csrf ? (
                  <form method="post" action="/logout" class="inline">
                    <input type="hidden" name="_csrf" value={chrome.csrf} />
                    <button type="submit" class="link">
                      {t('layout.nav.logOut')}
                    </button>
                  </form>
                ) : (
                  <a href="/logout">{t('layout.nav.logOut')}</a>
                )}
              </>
            ) : (
              <>
                <a href="/login">{t('layout.nav.logIn')}</a>
                <a href="/register">{t('layout.nav.signUp')}</a>
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
            <a href="/">{chrome.siteName}</a> · <a href="/api/docs">{t('layout.footer.api')}</a>
          </span>
          <ThemeLinks chrome={chrome} />
          <LanguageLinks chrome={chrome} />
        </footer>
      </body>
    </html>
  );
}
