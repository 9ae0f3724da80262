import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import importX from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

/** The feature folders: each is an island (see the import rules below). */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Layers every feature may use; they use no feature. */
const sharedLayers = ['api', 'offline', 'session', 'ui', 'lib', 'rules', 'texts', 'styles'].map(
  (layer) => `./src/${layer}`,
);

/** The server's domain modules (server/*.ts but its entry points), and the folders below them. */
const serverDomain = readdirSync(new URL('./server', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !['app.ts', 'main.ts', 'admin.ts'].includes(file))
  .map((file) => `./server/${file}`);

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/**
 * File names are kebab-case (`selection-page.tsx`, `selection-page.css`): the file itself, and
 * each stylesheet it imports, since ESLint never opens a CSS file.
 */
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const check = (node, name) => {
          if (!KEBAB_CASE.test(name))
            context.report({ node, message: `File name "${name}" is not kebab-case.` });
        };
        return {
          Program: (node) => check(node, basename(context.filename)),
          ImportDeclaration: (node) => {
            if (node.source.value.endsWith('.css')) check(node, basename(node.source.value));
          },
        };
      },
    },
  },
};

/** What a component may write as JSX text without a module of src/texts: symbols, never words. */
const LITERAL_SYMBOLS = [
  '·',
  '×',
  '–',
  '—',
  '…',
  '/',
  ':',
  '(',
  ')',
  ',',
  '.',
  '%',
  '+',
  '-',
  '|',
  '*',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.e2e*',
      'data',
      '.bench',
      'coverage',
      'test-results',
      'playwright-report',
      'src/api/*.gen.ts',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // Focusing a dialog's first field (react-aria components) is what the ARIA dialog pattern asks.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: [
      'server/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'scripts/**/*.{js,mjs,ts}',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX, 'file-names': fileNames },
    rules: {
      // Packages, then the project's own `@/` modules, then relative ones; order within a group is free.
      'import-x/order': [
        'error',
        {
          groups: [['builtin', 'external'], 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'ignore',
        },
      ],
      'file-names/kebab-case': 'error',
    },
  },
  {
    // TanStack Router's file routes name their files by its own convention (`_member`, `$id`).
    files: ['src/routes/**'],
    rules: { 'file-names/kebab-case': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, allowedStrings: LITERAL_SYMBOLS },
      ],
    },
  },
  // One-way imports: app → routes → features → shared layers (api, offline, session, ui, lib,
  // texts). A feature never imports another: what two features share moves down a layer, and a
  // page made of two features is composed in its route (or in app/). No import cycles.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How to parse the TypeScript files an import leads to (without it, cycles go unseen).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: { project: 'tsconfig.app.json' } },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature imports no other feature: compose them in a route or in app/.',
            })),
            {
              target: './src/features',
              from: ['./src/app', './src/routes'],
              message: 'Features import no route and nothing of app/.',
            },
            {
              target: sharedLayers,
              from: ['./src/features', './src/app', './src/routes'],
              message: 'Shared layers import no feature, route or app/.',
            },
            {
              target: './src/rules',
              from: './src',
              except: ['./rules'],
              message:
                'src/rules is shared with the server: it imports nothing of src outside itself.',
            },
          ],
        },
      ],
    },
  },
  // The server's modules are a layered graph too: handlers → domain modules → lib, db; a domain
  // module imports another only one way (server/README.md, Layers). No import cycles.
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: { project: 'tsconfig.node.json' } },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [...serverDomain, './server/auth', './server/db', './server/lib'],
              from: './server/handlers',
              message: 'Handlers are the top layer: nothing below imports them.',
            },
            {
              target: './server/lib',
              from: './server',
              except: ['./lib'],
              message: 'server/lib is the bottom layer: it imports nothing of the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env'],
            message: 'Only server/env.ts reads process.env: declare the setting there.',
          })),
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!api/(schema|services|limits)\\.gen|rules/)',
              message:
                'The server imports nothing from src except the generated API types and src/rules.',
            },
          ],
        },
      ],
    },
  },
  // The server reads its environment in server/env.ts alone, where each setting is validated,
  // typed and documented (docs/operations.md, Server settings).
  {
    files: ['server/**/*.ts'],
    ignores: ['server/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Only server/env.ts reads process.env: declare the setting there.',
        },
      ],
    },
  },
  // The rules both tiers run (src/rules): plain TypeScript that the browser and Node both
  // execute, so no package, no Node module and no DOM.
  {
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'src/rules imports only its own files (./…): the server runs them too.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'Buffer',
      ],
    },
  },
);
