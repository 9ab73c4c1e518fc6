/**
 * Why an import was refused, kept apart from the API's English for the pages to word: the refusal's
 * FieldProblem carries a keyword of this file and these params. The API's answer (message, details)
 * does not change with them.
 */
import { type FieldProblem } from '../../core/errors.js';
import type { FetchFailure } from '../../lib/guarded-fetch.js';

/** The service's address, or what reading from it met (FieldProblem keyword `service`, path `url`). */
export type ServiceProblem =
  | { problem: 'tooLong' | 'notWebAddress' | 'notHttps' | 'notJustAddress' | 'port' | 'notServerName' | 'tooBig' }
  | { problem: 'timeout' | 'notCompatible'; host: string }
  | { problem: 'tooMuch'; host: string; megabytes: number }
  | { problem: 'unreachable'; host: string; failure: FetchFailure };

/** The service refused the token (FieldProblem keyword `serviceToken`, path `token`). */
export type TokenProblem = { host: string; status: number };

/** What is wrong with an uploaded file or the import as a whole (FieldProblem keyword `import`). */
export type ImportProblem =
  | {
      problem:
        | 'empty'
        | 'notJson'
        | 'tooLarge'
        | 'zip'
        | 'notExport'
        | 'notExportShape'
        | 'flagNotInImport'
        | 'changedMeanwhile';
    }
  | { problem: 'noDocument'; file: string }
  | { problem: 'version'; version: number }
  | { problem: 'sameMemberTwice'; name: string };

export const SERVICE = 'service';
export const SERVICE_TOKEN = 'serviceToken';
export const IMPORT = 'import';

/** The schema part of a refusal (invalidField's third argument) for each kind of problem. */
export const serviceProblem = (params: ServiceProblem) => ({ keyword: SERVICE, params });
export const tokenProblem = (params: TokenProblem) => ({ keyword: SERVICE_TOKEN, params });
export const importProblem = (params: ImportProblem) => ({ keyword: IMPORT, params });

/** The problem a refusal names, when it is one of these (the web pages' side). */
export function problemOf(
  field: FieldProblem | undefined,
):
  | { keyword: typeof SERVICE; params: ServiceProblem }
  | { keyword: typeof SERVICE_TOKEN; params: TokenProblem }
  | { keyword: typeof IMPORT; params: ImportProblem }
  | null {
  if (field?.params === undefined) return null;
  const params = field.params as never;
  if (field.keyword === SERVICE) return { keyword: SERVICE, params };
  if (field.keyword === SERVICE_TOKEN) return { keyword: SERVICE_TOKEN, params };
  if (field.keyword === IMPORT) return { keyword: IMPORT, params };
  return null;
}
