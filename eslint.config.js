// typescript-eslint's recommended rules over every TypeScript file; formatting is Prettier's job.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'tmp/', 'clients/**/generated/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      // A variable assigned once but read earlier by a closure (a logger that exists only later).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'no-console': 'off',
    },
  },
  {
    // Migrations are frozen: they see the database as it was then (Kysely<any>), not today's schema types.
    files: ['src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests read untyped JSON answers.
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
