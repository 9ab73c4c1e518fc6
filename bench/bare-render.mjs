// What Preact alone costs to render a page-sized tree on the server: a tree of h() calls with nothing of
// Nametag in it (about the element count and size of a seeded profile page), rendered to a string,
// timed in CPU (3 × 3,000 renders after 300 of warm-up). The floor under a profile page's miss.
//
//   node bench/bare-render.mjs
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';

function entry(i, s) {
  return h(
    'li',
    { class: 'entry okay', 'data-x': String(i) },
    h('span', { class: 'icon', 'aria-hidden': 'true' }, '★'),
    h('a', { href: `/pronouns/she/her/${i}`, title: 'she/her' }, `entry number ${i} <of> "section" ${s}`),
    h('small', null, 'okay & fine'),
  );
}

function page() {
  const sections = [];
  for (let s = 0; s < 8; s++) {
    const items = [];
    for (let i = 0; i < 14; i++) items.push(entry(i, s));
    sections.push(
      h(
        'section',
        { class: 'field', 'aria-labelledby': `h${s}` },
        h('h2', { id: `h${s}` }, `Field ${s}`),
        h('ul', { class: 'entries' }, items),
      ),
    );
  }
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('title', null, 'x'), h('meta', { charset: 'utf-8' })),
    h('body', null, h('main', null, sections)),
  );
}

function elements(node) {
  if (!node || typeof node !== 'object' || !node.type) return 0;
  return 1 + [node.props.children ?? []].flat(Infinity).reduce((sum, child) => sum + elements(child), 0);
}

console.log(`${elements(page())} elements, ${renderToString(page()).length} characters`);
for (let i = 0; i < 300; i++) renderToString(page());
for (let round = 0; round < 3; round++) {
  const started = process.cpuUsage();
  for (let i = 0; i < 3000; i++) renderToString(page());
  const used = process.cpuUsage(started);
  console.log(`${((used.user + used.system) / 3000).toFixed(0)} µs of CPU a render (the tree built included)`);
}
