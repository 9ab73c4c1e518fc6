/**
 * The message catalogues: every message parses as ICU MessageFormat; each language's has the same
 * placeholders, plurals and tags as English (the compiler already holds them to the same ids); every
 * id is used somewhere in src/; and the components that are translated render no words of their
 * own (a text or a label written in the code instead of taken from the catalogue).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import {
  isPluralElement,
  isSelectElement,
  isStructurallySame,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { AREAS, CATALOGUES, SOURCE_MESSAGES as en } from '../../src/i18n/catalogues.js';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const ids = Object.keys(en) as Array<keyof typeof en>;

/**
 * Components whose words all come from the catalogue, by file: every view (a check below says so),
 * whole, so a new component is checked as soon as it is written.
 */
const TRANSLATED: Record<string, string[] | 'all'> = {
  'web/views/layout.tsx': 'all',
  'web/views/language-setting.tsx': 'all',
  'web/views/simple-pages.tsx': 'all',
  'web/views/icon.tsx': 'all',
  'web/views/pronouns-page.tsx': 'all',
  'web/views/account-pages.tsx': 'all',
  'web/views/email-pages.tsx': 'all',
  'web/views/form-controls.tsx': 'all',
  'web/views/provider-login.tsx': 'all',
  'web/views/data-page.tsx': 'all',
  'web/views/import-sides-table.tsx': 'all',
  'web/views/moving-in-offer.tsx': 'all',
  'web/views/moderation-notices.tsx': 'all',
  'web/views/profile-view.tsx': 'all',
  'web/views/editor.tsx': 'all',
  'web/views/flags-page.tsx': 'all',
  'web/views/pager.tsx': 'all',
  'web/views/moderation-pages.tsx': 'all',
  'web/views/api-reference.tsx': 'all',
  'web/views/audiences-page.tsx': 'all',
  'web/views/audience-preview.tsx': 'all',
  'web/views/placement-select.tsx': 'all',
  'web/views/sync-page.tsx': 'all',
  'web/views/embed-page.tsx': 'all',
  'web/views/group-filter.tsx': 'all',
  'web/views/group-page.tsx': 'all',
  'web/views/groups-editor.tsx': 'all',
  'web/views/two-factor-pages.tsx': 'all',
  'web/views/share-panel.tsx': 'all',
  'web/views/fediverse-handle.tsx': 'all',
};
/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(['label', 'title', 'hint', 'alt', 'aria-label', 'placeholder']);
/** A message id or another key (no spaces; a dot, colon or dash): not words a person reads. */
const isKey = (text: string) => !/\s/.test(text) && /[.:-]/.test(text);
/** Words that are the same in every language: names and examples of what to type. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'mastodon.social',
  'https://…',
  'alice.bsky.social',
  'bsky.social',
  'xxxx-xxxx-xxxx-xxxx',
  '#a05cd6',
]);
/** A comparison (`kind === 'user'`) reads a key; its strings are not shown. */
const COMPARISONS = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join('i18n', 'messages')) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function parsed(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/**
 * A plural must have a branch for every category the language gives a whole number up to 1000 (or an
 * exact `=n` for those numbers), and each category branch must show the number (`#` or the argument).
 */
function pluralProblems(locale: string, id: string, message: string): string[] {
  const problems: string[] = [];
  const rules = new Intl.PluralRules(locale);
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isPluralElement(element)) {
        const keys = Object.keys(element.options);
        for (let n = 0; n <= 1000; n++) {
          if (!keys.includes(`=${n}`) && !keys.includes(rules.select(n))) {
            problems.push(`${locale} ${id}: {${element.value}} has no branch for ${n} (${rules.select(n)})`);
            break;
          }
        }
        for (const [key, option] of Object.entries(element.options)) {
          const shown = JSON.stringify(option.value);
          // A category only one number falls in ("one" in English) may be written out ("One person").
          const single = numbersOf(rules, key) === 1;
          if (
            !key.startsWith('=') &&
            !single &&
            !shown.includes('"type":7') &&
            !shown.includes(`"value":"${element.value}"`)
          ) {
            problems.push(`${locale} ${id}: the "${key}" branch of {${element.value}} does not show the number`);
          }
          visit(option.value);
        }
      } else if (isSelectElement(element)) {
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (isTagElement(element)) {
        visit(element.children);
      }
    }
  };
  visit(parse(message));
  return problems;
}

/** How many whole numbers from 0 to 1000 fall in `category`. */
function numbersOf(rules: Intl.PluralRules, category: string): number {
  let count = 0;
  for (let n = 0; n <= 1000; n++) if (rules.select(n) === category) count++;
  return count;
}

describe('the message catalogues', () => {
  it('every message is ICU MessageFormat with the same placeholders, plurals and tags as English', () => {
    const problems: string[] = [];
    for (const locale of SHIPPED_LOCALES) {
      for (const id of ids) {
        const message = CATALOGUES[locale][id];
        try {
          const same = isStructurallySame(parse(en[id]), parse(message));
          if (!same.success) problems.push(`${locale} ${id}: not the same placeholders or tags as English`);
        } catch (error) {
          problems.push(`${locale} ${id}: ${(error as Error).message}`);
        }
        if (locale !== 'en' && message.trim() === '') problems.push(`${locale} ${id}: empty`);
        problems.push(...pluralProblems(locale, id, message));
      }
    }
    assert.deepEqual(problems, []);
  });

  it('every message id belongs to one area (a second one would silently replace the first)', () => {
    const owners = new Map<string, string[]>();
    for (const [area, catalogues] of Object.entries(AREAS)) {
      for (const id of Object.keys(catalogues.en)) owners.set(id, [...(owners.get(id) ?? []), area]);
    }
    assert.deepEqual(
      [...owners].filter(([, areas]) => areas.length > 1),
      [],
    );
  });

  it('every message id is used in src/', () => {
    // Ids are written out where they are used, never assembled: a reader (and this check) can find each.
    const literals = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const visit = (node: ts.Node) => {
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
        ts.forEachChild(node, visit);
      };
      visit(parsed(file));
    }
    const unused = ids.filter((id) => !literals.has(id));
    assert.deepEqual(unused, []);
  });

  it('every view is translated: a new one must be listed here and render no words of its own', () => {
    const views = readdirSync(join(SRC, 'web', 'views'))
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => `web/views/${name}`);
    assert.deepEqual(
      views.filter((view) => TRANSLATED[view] !== 'all'),
      [],
    );
  });

  it('translated components render no words of their own', () => {
    const problems: string[] = [];
    for (const [file, components] of Object.entries(TRANSLATED)) {
      const source = parsed(join(SRC, file));
      const check = (node: ts.Node, component: string) => {
        if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) {
          problems.push(`${file} ${component}: text "${node.text.trim()}"`);
        }
        // Words in braces: {'Log in'} or {done ? 'Saved' : 'Save'} among the children of an element.
        if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
          const words = (inner: ts.Node): void => {
            // Calls take ids; elements inside are checked on their own (their attributes are not words).
            if (ts.isCallExpression(inner) || ts.isJsxElement(inner) || ts.isJsxSelfClosingElement(inner)) return;
            if (ts.isJsxFragment(inner)) return;
            if (ts.isBinaryExpression(inner) && COMPARISONS.has(inner.operatorToken.kind)) return;
            if (
              (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) &&
              /\p{L}{2,}/u.test(inner.text)
            ) {
              if (!isKey(inner.text) && !SAME_IN_EVERY_LANGUAGE.has(inner.text)) {
                problems.push(`${file} ${component}: text {'${inner.text}'}`);
              }
            }
            if (
              ts.isTemplateExpression(inner) &&
              /\p{L}{2,}/u.test(inner.head.text + inner.templateSpans.map((x) => x.literal.text).join(''))
            ) {
              problems.push(`${file} ${component}: text {\`${inner.getText()}\`}`);
            }
            ts.forEachChild(inner, words);
          };
          words(node.expression);
        }
        if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
          const value = node.initializer;
          const text =
            value && ts.isStringLiteral(value)
              ? value.text
              : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)
                ? value.expression.text
                : null;
          if (text !== null && /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text)) {
            problems.push(`${file} ${component}: ${node.name.getText()}="${text}"`);
          }
        }
        ts.forEachChild(node, (child) => check(child, component));
      };
      let found = 0;
      source.forEachChild((statement) => {
        const name =
          ts.isFunctionDeclaration(statement) && statement.name
            ? statement.name.text
            : ts.isVariableStatement(statement)
              ? statement.declarationList.declarations[0]?.name.getText()
              : undefined;
        if (name === undefined || (components !== 'all' && !components.includes(name))) return;
        found++;
        check(statement, name);
      });
      if (components !== 'all') assert.equal(found, components.length, `${relative(SRC, file)}: components not found`);
    }
    assert.deepEqual(problems, []);
  });
});
