// Prints the dependencies between folders of src/ as text (`npm run deps:graph`), from dependency-cruiser.
import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';

const result = JSON.parse(
  execFileSync('npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);
const edges = new Map();
for (const module of result.modules) {
  const from = dirname(module.source);
  for (const dependency of module.dependencies) {
    const to = dirname(dependency.resolved);
    if (!to.startsWith('src') || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
for (const from of [...edges.keys()].sort()) console.log(`${from} → ${[...edges.get(from)].sort().join(', ')}`);
