/** The flag library: upload flag images with a name and description, rename them, and remove them. */
import type { VNode } from 'preact';
import { Csrf, ErrorSummary, Notice, TextField } from './form-controls.js';
import { useMessages } from './messages.js';

export interface FlagsPageProps {
  /** The common pride flags that can be added without an upload, and whether the library has each. */
  prideFlags: Array<{ key: string; name: string; added: boolean }>;
  csrf: string;
  flags: Array<{ id: string; name: string; description: string; url: string }>;
  message: string | null;
  notice: string | null;
  values: { name: string; description: string };
}

export function FlagsPage(props: FlagsPageProps) {
  const { t, rich } = useMessages();
  return (
    <section class="flags-page">
      <h1>{t('flags.title')}</h1>
      <p>{rich<VNode>('flags.intro', { link: (words) => <a href="/edit/profile">{words}</a> })}</p>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={props.message} />
      <section aria-labelledby="common-flags">
        <h2 id="common-flags">{t('flags.common')}</h2>
        <p class="hint">{t('flags.common.hint')}</p>
        <form method="post" action="/edit/flags/common" class="pride-flags">
          <Csrf token={props.csrf} />
          {props.prideFlags.map((flag) => (
            <button
              type="submit"
              name="flag"
              value={flag.key}
              class="button secondary pride-flag"
              disabled={flag.added}
            >
              <img src={`/assets/pride/${flag.key}.png`} alt="" width={30} height={18} />{' '}
              {flag.added ? t('flags.common.added', { name: flag.name }) : flag.name}
            </button>
          ))}
        </form>
      </section>
      <h2>{t('flags.upload')}</h2>
      <form method="post" action="/edit/flags" enctype="multipart/form-data">
        <Csrf token={props.csrf} />
        <div class="control">
          <label for="flag-file">{t('flags.file')}</label>
          <input
            id="flag-file"
            type="file"
            name="flag"
            accept="image/png,image/jpeg,image/gif,image/webp"
            data-max-bytes={2 * 1024 * 1024}
            data-too-large={t('editor.upload.tooLargeCounted', { limit: '{limit}', size: '{size}' })}
          />
        </div>
        <TextField name="name" label={t('flags.name')} value={props.values.name} errors={{}} maxLength={100} />
        <TextField
          name="description"
          label={t('flags.description')}
          value={props.values.description}
          errors={{}}
          maxLength={500}
        />
        <button type="submit" class="button">
          {t('flags.add')}
        </button>
      </form>
      <h2>{t('flags.library')}</h2>
      {props.flags.length > 0 ? (
        <ul class="flag-library">
          {props.flags.map((flag) => (
            <li>
              <img src={flag.url} alt={flag.description || flag.name} height={24} />
              <span>{flag.name}</span>
              <form method="post" action={`/edit/flags/${flag.id}/delete`} class="inline">
                <Csrf token={props.csrf} />
                <button
                  type="submit"
                  class="button secondary small"
                  aria-label={t('flags.remove.label', { name: flag.name })}
                >
                  {t('flags.remove')}
                </button>
              </form>
              <details class="rename-flag">
                <summary aria-label={t('flags.rename.label', { name: flag.name })}>{t('flags.rename')}</summary>
                <form method="post" action={`/edit/flags/${flag.id}`}>
                  <Csrf token={props.csrf} />
                  <TextField
                    id={`flag-${flag.id}-name`}
                    name="name"
                    label={t('flags.name')}
                    value={flag.name}
                    errors={{}}
                    maxLength={100}
                  />
                  <TextField
                    id={`flag-${flag.id}-description`}
                    name="description"
                    label={t('flags.description')}
                    value={flag.description}
                    errors={{}}
                    maxLength={500}
                  />
                  <button type="submit" class="button small">
                    {t('flags.save')}
                  </button>
                </form>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('flags.none')}</p>
      )}
    </section>
  );
}
