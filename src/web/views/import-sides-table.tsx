/**
 * An import's profile before and after, side by side: what the profile holds now and what it will
 * hold (or held, and holds now), and under the second what the import does to that part. A table
 * with a caption and headers on both axes, so a screen reader names the part and the column of every
 * cell; three columns, so that it reads on a phone too.
 */
import type { ComponentChildren } from 'preact';
import type { MessageId } from '../../i18n/translator.js';
import type { ImportSides, ProfileSummary, ReplaceablePart } from '../../modules/portability/import-sides.js';
import { useMessages } from './messages.js';

const PARTS = {
  display_name: 'data.sides.displayName',
  names: 'data.sides.names',
  pronouns: 'data.sides.pronouns',
  fields: 'data.sides.fields',
  links: 'data.sides.links',
  avatar: 'data.sides.avatar',
} as const satisfies Record<ReplaceablePart, MessageId>;

/** The words of a preview (what will happen) and of a report (what happened). */
const WORDS = {
  preview: {
    caption: 'data.sides.caption.preview',
    first: 'data.sides.now',
    second: 'data.sides.after',
    replaced: 'data.sides.willBeReplaced',
    kept: 'data.sides.stays',
    members: 'data.sides.membersComing',
  },
  done: {
    caption: 'data.sides.caption.done',
    first: 'data.sides.before',
    second: 'data.sides.now',
    replaced: 'data.sides.replaced',
    kept: 'data.sides.unchanged',
    members: 'data.sides.membersCame',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

/** What the import does to a part, on a line of its own under what the part holds after it. */
function Change({ words }: { words: string }) {
  return <span class="change">{words}</span>;
}

export function ImportSidesTable({
  sides,
  members,
  done,
}: {
  sides: ImportSides;
  /** How many members the import creates and updates (matched by name). */
  members: { created: number; updated: number };
  done: boolean;
}) {
  const { t, locale } = useMessages();
  const words = WORDS[done ? 'done' : 'preview'];
  const number = new Intl.NumberFormat(locale);
  const replaced = new Set(sides.replaced);
  const value = (part: ReplaceablePart, summary: ProfileSummary): ComponentChildren => {
    if (part === 'display_name') {
      return summary.display_name ?? <span class="hint">{t('data.sides.none')}</span>;
    }
    if (part === 'avatar') return t(summary.avatar ? 'data.sides.yes' : 'data.sides.no');
    return number.format(summary[part]);
  };
  const membersChange =
    members.created + members.updated === 0
      ? t(words.kept)
      : t(words.members, { created: members.created, updated: members.updated });
  return (
    <table class="import-sides">
      <caption>{t(words.caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('data.sides.part')}</th>
          <th scope="col">{t(words.first)}</th>
          <th scope="col">{t(words.second)}</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(PARTS) as ReplaceablePart[]).map((part) => (
          <tr>
            <th scope="row">{t(PARTS[part])}</th>
            <td>{value(part, sides.before)}</td>
            <td>
              {value(part, sides.after)}
              <Change words={t(replaced.has(part) ? words.replaced : words.kept)} />
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('data.sides.members')}</th>
          <td>{number.format(sides.before.members)}</td>
          <td>
            {number.format(sides.after.members)}
            <Change words={membersChange} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
