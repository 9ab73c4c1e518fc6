/** What admins told the signed-in visitor, at the top of every page: a suspension, unread warnings. */
import { dayOf } from '../../i18n/days.js';
import { Csrf } from './form-controls.js';
import { useMessages } from './messages.js';
import type { PageChrome } from './view-types.js';

export function ModerationNotices({ chrome }: { chrome: PageChrome }) {
  const { t, locale } = useMessages();
  if (!chrome.visitor) return null;
  return (
    <>
      {chrome.visitor.suspended ? (
        <div class="alert" role="alert">
          {t('notices.suspended')}
        </div>
      ) : null}
      {chrome.warnings.length > 0 ? (
        <section class="warnings" aria-labelledby="warnings-heading">
          <h2 id="warnings-heading">
            {chrome.warnings.length === 1 ? t('notices.heading.one') : t('notices.heading.many')}
          </h2>
          <ul>
            {chrome.warnings.map((warning) => (
              <li class="warning">
                <p class="warning-reason">{warning.reason}</p>
                <p class="warning-meta">
                  <time dateTime={warning.created_at}>{dayOf(locale, warning.created_at)}</time>
                </p>
                <form method="post" action={`/warnings/${warning.id}/ack`}>
                  <Csrf token={chrome.csrf ?? ''} />
                  <input type="hidden" name="back" value={chrome.path} />
                  <button type="submit" class="button secondary">
                    {t('notices.read')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
