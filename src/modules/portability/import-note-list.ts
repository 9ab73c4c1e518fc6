/**
 * The notes of one import, bounded where they are made: each kind keeps its first examples and counts
 * the rest, which become one `moreLikeThis` note after its last example ("… and 199,995 more like
 * this: empty entries"). However much a file or a service holds, an import makes at most MAX_NOTES
 * notes, and nothing per left-out thing past them: a count. Every producer of notes (the reading
 * from a service, the conversions of each source, the import's images) adds to one of these.
 */
import {
  type ImportNote,
  ITEM_NOTE_KINDS,
  type ItemNote,
  type ItemNoteKind,
  PLURALKIT_FIELDS,
} from './import-notes.js';

/** Examples of one kind, past which they are counted. */
export const EXAMPLES_PER_KIND = 5;
/** Examples of one kind when each names a different thing and there are few (one per PluralKit field). */
const EXAMPLES_OF: Partial<Record<ItemNoteKind, number>> = { pluralKitField: PLURALKIT_FIELDS.length };
/** Examples in all, past which a kind not seen yet keeps its first only. */
export const MAX_EXAMPLES = 40;
/** The most notes one import can make: the examples, the first of each kind, and a count of each kind. */
export const MAX_NOTES = MAX_EXAMPLES + 2 * ITEM_NOTE_KINDS.length;

export class ImportNoteList {
  private readonly examples: ItemNote[] = [];
  private readonly shown = new Map<ItemNoteKind, number>();
  private readonly more = new Map<ItemNoteKind, number>();

  /** `notes`: a list already bounded (what another part of the import made), its counts kept. */
  constructor(notes: Iterable<ImportNote> = []) {
    for (const note of notes) this.add(note);
  }

  add(note: ImportNote): void {
    if (note.kind === 'moreLikeThis') {
      this.count(note.values.like, note.values.count);
      return;
    }
    const shown = this.shown.get(note.kind) ?? 0;
    const room =
      shown === 0 || (shown < (EXAMPLES_OF[note.kind] ?? EXAMPLES_PER_KIND) && this.examples.length < MAX_EXAMPLES);
    if (!room) {
      this.count(note.kind, 1);
      return;
    }
    this.examples.push(note);
    this.shown.set(note.kind, shown + 1);
  }

  /** The examples in the order they came, each kind's count right after its last example. */
  list(): ImportNote[] {
    const last = new Map<ItemNoteKind, number>();
    this.examples.forEach((note, i) => last.set(note.kind, i));
    const notes: ImportNote[] = [];
    this.examples.forEach((note, i) => {
      notes.push(note);
      const count = this.more.get(note.kind);
      if (count !== undefined && last.get(note.kind) === i) {
        notes.push({ kind: 'moreLikeThis', values: { like: note.kind, count } });
      }
    });
    // Counts of a kind without an example (only from a list given whole): at the end.
    for (const [like, count] of this.more) {
      if (!last.has(like)) notes.push({ kind: 'moreLikeThis', values: { like, count } });
    }
    return notes;
  }

  private count(kind: ItemNoteKind, n: number) {
    this.more.set(kind, (this.more.get(kind) ?? 0) + n);
  }
}
