/**
 * Architecture checks (`npm run lint:deps`): no cycle between folders of src/ (nor between modules),
 * and the profile stores (src/profiles/stores/, the event store) reachable only from src/profiles (the write path).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment: 'Folders depend on each other one way: route → service → store.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'profile-stores-only-through-profiles',
      comment: 'Every change to profile data goes through src/profiles/profile-writer.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/profiles/' },
      to: { path: '^src/profiles/(stores/|events/event-store\\.ts$)' },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
