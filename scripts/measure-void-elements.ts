/**
 * `node --import tsx scripts/measure-void-elements.ts`: what writing void elements the HTML way costs
 * a page (src/web/views/page-render.ts), beside rendering it: a form of about 1 MB (an editor at its
 * limits has thousands of inputs) rendered by preact-render-to-string, then the rewrite alone.
 */
import { h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { translatorFor } from '../src/i18n/translator.js';
import { renderPage } from '../src/web/views/page-render.js';

const ROWS = 6000;
const form = h(
  'form',
  { method: 'post' },
  Array.from({ length: ROWS }, (_, i) =>
    h('p', null, [
      h('label', { for: `row-${i}` }, `Entry ${i} with "quotes" & <angles/>`),
      h('input', { id: `row-${i}`, name: `fields.${i}.value`, value: `a value/> ${i}`, maxLength: 100 }),
      h('br', null),
      h('img', { src: `/x/${i}.png`, alt: '', width: 16, height: 16 }),
    ]),
  ),
);
const page = h('html', { lang: 'en' }, [h('head', null, h('meta', { charset: 'utf-8' })), h('body', null, form)]);
const messages = translatorFor('en');

function time(work: () => unknown, runs = 30): number {
  for (let i = 0; i < 5; i++) work();
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) work();
  return Number(process.hrtime.bigint() - start) / 1e6 / runs;
}

const xmlStyle = renderToString(page);
const rewrite =
  /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)((?:\s+[^\s"'/=>]+(?:="[^"]*")?)*)\/>/g;
console.log(`page: ${xmlStyle.length} characters, ${ROWS * 3 + 1} void elements`);
console.log(`renderToString alone: ${time(() => renderToString(page)).toFixed(1)} ms`);
console.log(`the rewrite alone: ${time(() => xmlStyle.replace(rewrite, '<$1$2>')).toFixed(1)} ms`);
console.log(`renderPage (both, and the icon sprite): ${time(() => renderPage(page as VNode, messages)).toFixed(1)} ms`);
