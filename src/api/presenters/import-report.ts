/**
 * An import's report as the API answers it: each note of what was left out as its English line
 * (import-notes.ts), the strings `skipped` has always held. Pages word the same notes themselves.
 */
import type { ImportReport } from '../../modules/portability/account-import.js';
import { englishNote } from '../../modules/portability/import-notes.js';

export function importReportBody(report: ImportReport) {
  return { ...report, skipped: report.skipped.map(englishNote) };
}
