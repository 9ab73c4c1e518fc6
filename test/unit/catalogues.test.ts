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
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { CATALOGUES } from '../../src/i18n/catalogues.js';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { en } from '../../src/i18n/messages/en.js';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const ids = Object.keys(en) as Array<keyof typeof en>;

/**
 * Components whose words all come from the catalogue, by file. The others still speak English
 * only: this list grows until it names every component (docs/I18N.md, "What is translated").
 */
const TRANSLATED: Record<string, string[] | 'all'> = {
  'web/views/layout.tsx': 'all',
  'web/views/simple-pages.tsx': ['HomePage', 'ErrorPage'],
  'web/views/account-pages.tsx': ['LoginPage', 'RegisterPage', 'LogoutPage'],
  'web/views/form-controls.tsx': ['ErrorSummary', 'NewPasswordField', 'NewUsernameField', 'InviteAndCreate'],
  'web/views/provider-login.tsx': ['ServerField', 'ProviderButtons'],
};
/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(['label', 'title', 'hint', 'alt', 'aria-label', 'placeholder', 'verb']);
/** Words that are the same in every language: names and examples of what to type. */
const SAME_IN_EVERY_LANGUAGE = new Set(['mastodon.social']);

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
      }
    }
    assert.deepEqual(problems, []);
  });

  it('every message id is used in src/', () => {
    const literals = new Set<string>();
    const patterns: RegExp[] = [];
    for (const file of sourceFiles(SRC)) {
      const visit = (node: ts.Node) => {
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
        if (ts.isTemplateExpression(node)) {
          const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          const source =
            escape(node.head.text) + node.templateSpans.map((span) => `[^.]+${escape(span.literal.text)}`).join('');
          patterns.push(new RegExp(`^${source}$`));
        }
        ts.forEachChild(node, visit);
      };
      visit(parsed(file));
    }
    const unused = ids.filter((id) => !literals.has(id) && !patterns.some((pattern) => pattern.test(id)));
    assert.deepEqual(unused, []);
  });

  it('translated components render no words of their own', () => {
    const problems: string[] = [];
    for (const [file, components] of Object.entries(TRANSLATED)) {
      const source = parsed(join(SRC, file));
      const check = (node: ts.Node, component: string) => {
        if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) {
          problems.push(`${file} ${component}: text "${node.text.trim()}"`);
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
