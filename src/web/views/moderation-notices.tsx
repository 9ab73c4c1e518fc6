/** What admins told the signed-in visitor, at the top of every page: a suspension, unread warnings. */
import { Csrf } from './form-controls.js';
import type { PageChrome } from './view-types.js';

export function ModerationNotices({ chrome }: { chrome: PageChrome }) {
  if (!chrome.visitor) return null;
  return (
    <>
      {chrome.visitor.suspended ? (
        <div class="alert" role="alert">
          Your account is suspended: your profile is hidden from others, and you can read your data but not change it.
        </div>
      ) : null}
      {chrome.warnings.length > 0 ? (
        <section class="warnings" aria-labelledby="warnings-heading">
          <h2 id="warnings-heading">{chrome.warnings.length === 1 ? 'A message' : 'Messages'} from the admins</h2>
          <ul>
            {chrome.warnings.map((warning) => (
              <li class="warning">
                <p class="warning-reason">{warning.reason}</p>
                <p class="warning-meta">
                  <time dateTime={warning.created_at}>{warning.created_at.slice(0, 10)}</time>
                </p>
                <form method="post" action={`/warnings/${warning.id}/ack`}>
                  <Csrf token={chrome.csrf ?? ''} />
                  <input type="hidden" name="back" value={chrome.path} />
                  <button type="submit" class="button secondary">
                    I have read this
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
