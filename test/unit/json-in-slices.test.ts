import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JsonRefused, parseJsonInSlices } from '../../src/lib/json-in-slices.js';

const limits = { maxDepth: 32, maxContainers: 100_000 };

/** Parses with tiny slices so that every top-level item and every large inner array is split. */
async function sliced(text: string, sliceCharacters = 8) {
  let pauses = 0;
  const pieces: string[] = [];
  const value = await parseJsonInSlices(text, {
    sliceCharacters,
    limits,
    pause: async () => {
      pauses++;
    },
    eachPiece: (_value, path, depth) => pieces.push(`${depth}:${path}`),
  });
  return { value, pauses, pieces };
}

const sameAsJsonParse = [
  '{"a":1,"b":[1,2,3],"c":{"d":[4,5]}}',
  ' \n{ "a" : [ {"x":"y,z]"} , [1,[2,3]] , "q\\"uote,\\\\" ] ,\t"b":{} , "c":[] } \n',
  '[1,"two",{"three":[3,3,3]},[],{},null,true,false,-1.5e3]',
  '{"members":[{"name":"a","fields":[{"v":"x"}]},{"name":"b","fields":[]}],"flags":[],"user":{"n":"🌟,🌟"}}',
  '{"dup":1,"dup":[1,2,3,4,5,6,7,8,9],"dup":"last"}',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"list":[1,2,3,4,5,6,7,8,9,10]}',
  '"just a string, long enough"',
  '12345678901234',
  '{}',
  '[]',
  '{"emptyInner":[          ],"k":[ ]}',
];

test('gives what JSON.parse gives, own "__proto__" keys and the last duplicate included', async () => {
  for (const text of sameAsJsonParse) {
    const { value } = await sliced(text);
    assert.deepStrictEqual(value, JSON.parse(text), text);
    // deepStrictEqual compares prototypes: make sure nothing was polluted or taken as a prototype.
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  }
  const { value } = await sliced('{"__proto__":{"polluted":true},"x":"long enough to split"}');
  assert.equal(Object.getPrototypeOf(value), Object.prototype);
  assert.deepEqual(Object.keys(value as object), ['__proto__', 'x']);
});

test('random documents round-trip through the slices exactly', async () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const strings = ['', ',', ']', '}', '"', '\\', '🌟', 'a b', '\u00e9,[{'];
  const make = (depth: number): unknown => {
    const r = random();
    if (depth > 3 || r < 0.3)
      return [1, -2.5, null, true, strings[Math.floor(random() * strings.length)]][Math.floor(random() * 5)];
    if (r < 0.65) return Array.from({ length: Math.floor(random() * 6) }, () => make(depth + 1));
    return Object.fromEntries(
      Array.from({ length: Math.floor(random() * 5) }, (_, i) => [`${strings[i]}k${i}`, make(depth + 1)]),
    );
  };
  for (let i = 0; i < 300; i++) {
    const document = { members: Array.from({ length: 3 }, () => make(1)), other: make(0) };
    const text = JSON.stringify(document, null, i % 2 === 0 ? 2 : undefined);
    for (const slice of [1, 16, 1 << 20]) {
      assert.deepStrictEqual((await sliced(text, slice)).value, JSON.parse(text), text);
    }
  }
});

test('parses an export member by member and pauses between slices', async () => {
  const member = { name: 'm', fields: Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, entries: [] })) };
  const text = JSON.stringify({ format: 'nametag-export', members: [member, member, member] });
  const { value, pauses, pieces } = await sliced(text, 600);
  assert.deepStrictEqual(value, JSON.parse(text));
  assert.ok(pauses >= 3, `paused ${pauses} times`);
  assert.deepEqual(
    pieces.filter((piece) => piece.includes('members')),
    ['1:members', '2:members.0', '2:members.1', '2:members.2'],
  );
});

const refusedAsJson = [
  '{"a":1,}',
  '{"a":1 "b":2}',
  '[1,2,]',
  '[,1]',
  '{"a":[1,2},"b":3]',
  '{"a":[1,2,3,4,5,6,7,8,9,]}',
  '{"a":[1,2,3,4,5,6,7,8,9]',
  '{a:1,"b":2}',
  '{"a" 1,"b":2}',
  '{"a":1,"b":2}}',
  '["unclosed string,1,2,3]',
  '{"a":[1,2,3,4,5,6,7,8,9]} trailing',
  '\u00a0{"a":[1,2,3,4,5,6,7,8,9]}',
  '{\u00a0"a":[1,2,3,4,5,6,7,8,9],"b":2}',
  '{"a":[1,2,3,4,5,6,7,8,9]\u2028,"b":2}',
];

test('refuses what JSON.parse refuses', async () => {
  for (const text of refusedAsJson) {
    assert.throws(() => JSON.parse(text), SyntaxError, `JSON.parse takes ${text}`);
    await assert.rejects(sliced(text), (error: unknown) => error instanceof JsonRefused && !error.shape, text);
  }
});

test('refuses deep nesting and too many containers from the text, before parsing', async () => {
  await assert.rejects(
    sliced(`{"a":${'['.repeat(40)}${']'.repeat(40)}}`),
    (error: unknown) => error instanceof JsonRefused && error.shape && /deeper than 32/.test(error.message),
  );
  await assert.rejects(
    parseJsonInSlices(`[${Array(11).fill('{}').join(',')}]`, {
      sliceCharacters: 4,
      limits: { maxDepth: 32, maxContainers: 10 },
      pause: async () => {},
    }),
    (error: unknown) => error instanceof JsonRefused && /more than 10/.test(error.message),
  );
});
