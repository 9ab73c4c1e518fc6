/** The frame of every page: head with link-preview meta and icons, header with sign-in state, main, footer. */
import type { ComponentChildren } from 'preact';
import { OPEN_GRAPH_LOCALES, SHIPPED_LOCALES } from '../../i18n/locales.js';
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

/** The page's address in another language (`?lang=`), beside whatever else its query names. */
const inLanguage = (url: string, locale: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;

/**
 * Open Graph and Twitter tags (link previews: chat apps, social sites, Mastodon), the canonical address
 * and the other languages' addresses where the page has one, the site's icons.
 */
function Head({ chrome, meta }: { chrome: PageChrome; meta: PageMeta }) {
  const { locale } = useMessages();
  const image = meta.image ?? null;
  return (
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content={chrome.theme ?? 'light dark'} />
      <title>{meta.title === chrome.siteName ? meta.title : `${meta.title} · ${chrome.siteName}`}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.url ? <link rel="canonical" href={meta.url} /> : null}
      {meta.secretAddress ? (
        <>
          <meta name="robots" content="noindex, nofollow" />
          <meta name="referrer" content="no-referrer" />
        </>
      ) : null}
      <link rel="icon" href={chrome.icons.svg} type="image/svg+xml" />
      <link rel="icon" href={chrome.icons.png} type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href={chrome.icons.appleTouch} />
      <meta property="og:site_name" content={chrome.siteName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      {meta.username ? <meta property="profile:username" content={meta.username} /> : null}
      <meta property="og:locale" content={OPEN_GRAPH_LOCALES[locale]} />
      {SHIPPED_LOCALES.filter((other) => other !== locale).map((other) => (
        <meta property="og:locale:alternate" content={OPEN_GRAPH_LOCALES[other]} />
      ))}
      {meta.description ? <meta property="og:description" content={meta.description} /> : null}
      {meta.url ? <meta property="og:url" content={meta.url} /> : null}
      {image ? (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:type" content={image.type} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      {meta.description ? <meta name="twitter:description" content={meta.description} /> : null}
      {image ? (
        <>
          <meta name="twitter:image" content={image.url} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      ) : null}
      {meta.url
        ? chrome.languages.map((language) => (
            <link rel="alternate" hreflang={language.locale} href={inLanguage(meta.url!, language.locale)} />
          ))
        : null}
      {meta.url ? <link rel="alternate" hreflang="x-default" href={meta.url} /> : null}
      {meta.activityJson ? <link rel="alternate" type="application/activity+json" href={meta.activityJson} /> : null}
      {meta.oembed ? (
        <link rel="alternate" type="application/json+oembed" href={meta.oembed} title={meta.title} />
      ) : null}
      <link rel="stylesheet" href={chrome.css} />
      <script src={chrome.script} defer />
    </head>
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
      <Head chrome={chrome} meta={meta} />
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
