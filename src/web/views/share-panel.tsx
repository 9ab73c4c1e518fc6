/**
 * The share panel of one's own page: what the server answers for sharing the page, each ready to take
 * away — its address and short link, the fediverse handle, the share card, the badge with what to
 * paste in Markdown and in HTML, and the embed's iframe. A disclosure, closed until opened, so the
 * page stays the page (and its images are not fetched before). Without JavaScript every value is a
 * read-only field with its label, to select; with it each has a Copy button (enhance.js shows the
 * `data-copy` buttons once the clipboard can be written).
 */
import { Icon } from './icon.js';
import { useMessages } from './messages.js';
import type { SharePanelView } from './view-types.js';

/** The share card's preview: a quarter of its 1200 × 630. */
const CARD_PREVIEW = { width: 300, height: 158 };

/**
 * HTML's `translate="no"`: Preact's types take `translate` as a boolean and leave out `false`, while
 * HTML's values are "yes" and "no".
 */
const NOT_TRANSLATED = { translate: 'no' } as unknown as { translate?: boolean };

/**
 * A value to copy: a labelled read-only text area (an address too, so a long one wraps and shows
 * whole in a narrow column), and its Copy button.
 */
function CopyField({ id, label, value, rows = 1 }: { id: string; label: string; value: string; rows?: number }) {
  const { t } = useMessages();
  return (
    <div class="share-field">
      <label for={id}>{label}</label>
      <div class="share-copy">
        {/* Text to paste elsewhere as it is: no page translator may change it. */}
        <textarea id={id} readonly rows={rows} spellcheck={false} {...NOT_TRANSLATED} value={value} />
        <button
          type="button"
          class="button secondary"
          data-copy={id}
          data-copied={t('profile.share.copied')}
          data-copy-failed={t('profile.share.copyFailed')}
          hidden
        >
          <Icon name="clipboard" label={null} /> {t('profile.share.copy')}
          <span class="visually-hidden"> {label}</span>
        </button>
      </div>
    </div>
  );
}

export function SharePanel({ share }: { share: SharePanelView }) {
  const { t } = useMessages();
  return (
    <details class="share-panel">
      <summary class="button secondary">
        <Icon name="share" label={null} /> {t('profile.share.open')}
      </summary>
      <div class="share-parts">
        <section class="share-part">
          <h2>{t('profile.share.links')}</h2>
          <CopyField id="share-address" label={t('profile.share.address')} value={share.address} />
          {share.shortUrl ? (
            <CopyField id="share-short-link" label={t('profile.share.shortLink')} value={share.shortUrl} />
          ) : null}
        </section>
        {share.fediverseHandle ? (
          <section class="share-part">
            <h2>{t('profile.share.fediverse')}</h2>
            <p class="hint">{t('profile.share.fediverseHint')}</p>
            <CopyField id="share-fediverse" label={t('profile.share.fediverseHandle')} value={share.fediverseHandle} />
          </section>
        ) : null}
        <section class="share-part">
          <h2>{t('profile.share.card')}</h2>
          <p class="hint">{t('profile.share.cardHint')}</p>
          <img
            class="share-card"
            src={share.card.url}
            alt={share.card.alt}
            width={CARD_PREVIEW.width}
            height={CARD_PREVIEW.height}
            loading="lazy"
          />
          <p>
            <a href={share.card.url}>{t('profile.share.cardOpen')}</a>
          </p>
        </section>
        <section class="share-part">
          <h2>{t('profile.share.badge')}</h2>
          <p class="hint">{t('profile.share.badgeHint')}</p>
          <p>
            {/* The default badge's words are English, whatever the page's language: so is their text alternative. */}
            <img class="share-badge" src={share.badge.url} alt={share.badge.alt} lang="en" loading="lazy" />
          </p>
          <CopyField
            id="share-badge-markdown"
            label={t('profile.share.markdown')}
            value={share.badge.markdown}
            rows={3}
          />
          <CopyField id="share-badge-html" label={t('profile.share.html')} value={share.badge.html} rows={3} />
        </section>
        <section class="share-part">
          <h2>{t('profile.share.embed')}</h2>
          <p class="hint">{t('profile.share.embedHint')}</p>
          <CopyField id="share-embed" label={t('profile.share.embedCode')} value={share.embed} rows={4} />
        </section>
      </div>
    </details>
  );
}
