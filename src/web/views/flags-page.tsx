/** The flag library: upload flag images with a name and description, rename them, and remove them. */
import { Csrf, ErrorSummary, Notice, TextField } from './form-controls.js';

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
  return (
    <section class="flags-page">
      <h1>Your flags</h1>
      <p>
        Flags you upload here can be shown on your profile and your members' profiles: tick them in the{' '}
        <a href="/edit/profile">profile editor</a>.
      </p>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={props.message} />
      <section aria-labelledby="common-flags">
        <h2 id="common-flags">Common flags</h2>
        <p class="hint">Add one to your library with a click; no image needed.</p>
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
              {flag.added ? `${flag.name} (in your library)` : flag.name}
            </button>
          ))}
        </form>
      </section>
      <h2>Upload a flag</h2>
      <form method="post" action="/edit/flags" enctype="multipart/form-data">
        <Csrf token={props.csrf} />
        <div class="control">
          <label for="flag-file">Flag image (PNG, JPEG, GIF or WebP)</label>
          <input
            id="flag-file"
            type="file"
            name="flag"
            accept="image/png,image/jpeg,image/gif,image/webp"
            data-max-bytes={2 * 1024 * 1024}
          />
        </div>
        <TextField name="name" label="Name" value={props.values.name} errors={{}} maxLength={100} />
        <TextField
          name="description"
          label="Description (also the image's alternative text)"
          value={props.values.description}
          errors={{}}
          maxLength={500}
        />
        <button type="submit" class="button">
          Add flag
        </button>
      </form>
      <h2>Your library</h2>
      {props.flags.length > 0 ? (
        <ul class="flag-library">
          {props.flags.map((flag) => (
            <li>
              <img src={flag.url} alt={flag.description || flag.name} height={24} />
              <span>{flag.name}</span>
              <form method="post" action={`/edit/flags/${flag.id}/delete`} class="inline">
                <Csrf token={props.csrf} />
                <button type="submit" class="button secondary small" aria-label={`Remove flag ${flag.name}`}>
                  Remove
                </button>
              </form>
              <details class="rename-flag">
                <summary aria-label={`Rename flag ${flag.name}`}>Rename</summary>
                <form method="post" action={`/edit/flags/${flag.id}`}>
                  <Csrf token={props.csrf} />
                  <TextField
                    id={`flag-${flag.id}-name`}
                    name="name"
                    label="Name"
                    value={flag.name}
                    errors={{}}
                    maxLength={100}
                  />
                  <TextField
                    id={`flag-${flag.id}-description`}
                    name="description"
                    label="Description (also the image's alternative text)"
                    value={flag.description}
                    errors={{}}
                    maxLength={500}
                  />
                  <button type="submit" class="button small">
                    Save
                  </button>
                </form>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p>No flags yet.</p>
      )}
    </section>
  );
}
