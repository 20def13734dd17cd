// ESLint 9 flat config for the whole tree: typescript-eslint (syntax only, see README "Conventions"), React
// hooks, jsx-a11y, and the import boundaries of README "Conventions" as errors (import-x/no-restricted-paths,
// which checks where an import resolves to, so `@site/state` and `../../shared/state/src` are the same file).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts) => path.join(ROOT, ...parts);
const folders = (...parts) => {
  try {
    return readdirSync(at(...parts), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const REMOTES = folders('remotes');
const APPS = ['host', ...REMOTES.map((name) => `remotes/${name}`)];
/** Folders that are not packages: nothing in a package or an app's browser code may reach into them. */
const NOT_PACKAGES = ['host', 'remotes', 'server', 'tools', 'e2e', 'bench', 'examples'];
const SERVER_FEATURES = folders('server', 'src', 'features');

/**
 * The boundaries (README "Conventions"). Each zone: files under `target` may not import files under `from`
 * (except `except`, relative to `from`). Tooling at the root (rspack.config.base.ts, vitest.config.ts,
 * eslint.config.js), tools/ (apart from the host's browser code), e2e/ and bench/ drive the apps from
 * outside and may import them.
 */
const zones = [
  // A remote imports only packages and its own files.
  ...REMOTES.map((name) => ({
    target: `remotes/${name}`,
    from: [
      ...REMOTES.filter((other) => other !== name).map((other) => `remotes/${other}`),
      ...NOT_PACKAGES.filter((folder) => folder !== 'remotes'),
    ],
    message: `remotes/${name} imports only packages (@site/*, libraries) and its own files: never another remote, host/, server/, tools/, e2e/, bench/ or examples/.`,
  })),
  // A feature never imports another feature of its app; shared code goes to src/lib, src/components, src/hooks.
  ...APPS.flatMap((app) =>
    folders(app, 'src', 'features').map((feature) => ({
      target: `${app}/src/features/${feature}`,
      from: `${app}/src/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature of ${app}: move what both need to ${app}/src/lib, src/components or src/hooks.`,
    })),
  ),
  // Shared packages never import an app, and follow contract <- state <- ui (<- dev-harness).
  {
    target: 'shared',
    from: NOT_PACKAGES,
    message: 'A shared package never imports an app (host, remotes, server, tools, e2e, bench, examples).',
  },
  {
    target: 'shared/federation',
    from: ['shared/contract', 'shared/state', 'shared/ui', 'shared/dev-harness', 'shared/testing'],
    message: '@site/federation holds build and runtime conventions only: it imports no other @site package.',
  },
  {
    target: 'shared/contract',
    from: ['shared/state', 'shared/ui', 'shared/dev-harness'],
    message: '@site/contract imports no other @site package (contract <- state <- ui).',
  },
  {
    target: 'shared/state',
    from: ['shared/ui', 'shared/dev-harness'],
    message: '@site/state may import @site/contract only (contract <- state <- ui).',
  },
  {
    target: 'shared/ui',
    from: ['shared/dev-harness'],
    message: '@site/ui may import @site/state and @site/contract only (contract <- state <- ui).',
  },
  // The API server imports @site/contract only of our packages, and no app.
  {
    target: 'server',
    from: ['shared/state', 'shared/ui', 'shared/dev-harness', ...NOT_PACKAGES.filter((folder) => folder !== 'server')],
    message: 'server/ imports @site/contract only of our packages, and no app or tooling.',
  },
  // A server feature's routes file is its own: what another feature needs lives in a module beside it.
  ...SERVER_FEATURES.map((feature) => ({
    target: `server/src/features/${feature}`,
    from: SERVER_FEATURES.filter((other) => other !== feature).map(
      (other) => `server/src/features/${other}/**/*routes.ts`,
    ),
    message: `server/src/features/${feature} never imports another feature's routes: import the module that holds what it needs, or move that to server/src/http, src/audit or src/lib.`,
  })),
  // Invoicing reads staff sessions and the audit log from src/http and src/audit; the office is given the tax
  // documents an order's change issues by src/app.ts. So the two never import each other.
  {
    target: 'server/src/features/invoicing',
    from: 'server/src/features/office',
    message:
      'Invoicing never imports the office: staff sessions are in server/src/http, the audit log in server/src/audit.',
  },
  // Invoicing builds on ordering (its prices, orders and catalogue); src/app.ts gives ordering an order's documents.
  {
    target: 'server/src/features/ordering',
    from: 'server/src/features/invoicing',
    message:
      'Ordering never imports invoicing, which builds on it: src/app.ts gives it what it shows of the tax documents.',
  },
  {
    target: 'server/src/features/office',
    from: 'server/src/features/invoicing',
    message:
      'The office never imports invoicing: src/app.ts gives it the tax documents (OrderTaxDocuments in office/operations/orders.ts).',
  },
  // The customer feature builds on codes (sign-up, a new number); src/app.ts gives otp the customer look-ups it needs.
  {
    target: 'server/src/features/otp',
    from: 'server/src/features/customer',
    message:
      'otp never imports the customer feature, which builds on it: src/app.ts gives it the look-ups (OtpCustomers in otp/service.ts).',
  },
  // Codes spend look-ups; the budget counts the asking client (DeviceClient of src/http), not otp's sender.
  {
    target: 'server/src/features/lookups',
    from: 'server/src/features/otp',
    message: 'lookups never imports otp, which builds on it: the asking client is DeviceClient of server/src/http.',
  },
  // What the API image ships never imports test support; only the tests beside the code may.
  {
    target: 'server/src/**/!(*.test).ts',
    from: 'server/test',
    message: 'server/src ships: only its *.test.ts files may import test support (server/test).',
  },
  // The host (its browser code and its rendering server) imports no remote, server/ or tooling.
  {
    target: 'host',
    from: NOT_PACKAGES.filter((folder) => folder !== 'host'),
    message: 'host/ imports packages and its own files: no remote (they are loaded at run time), server/ or tools/.',
  },
  // Tooling may use the host's rendering server (host/server: its headers, its build) but not reach into the apps' browser code.
  {
    target: 'tools',
    from: ['host/src', 'remotes', 'server', 'e2e', 'bench'],
    message: "tools/ may import host/server and packages, not the apps' browser code, server/, e2e/ or bench/.",
  },
  // The root build configuration assembles the apps (it may import their build-time modules); no app's or
  // package's code imports it. An app's own rspack.config.ts, outside its src/, calls rspack.config.base.ts.
  {
    target: ['host/src', 'host/server', ...REMOTES.map((name) => `remotes/${name}/src`), 'shared', 'server'],
    from: ['rspack.config.base.ts', 'vitest.config.ts', 'eslint.config.js'],
    message: 'Code of an app or a package never imports the root build configuration.',
  },
];

/** An app or a package reaches a shared package by its name, never by a relative path into shared/. */
const sharedByName = {
  regex: '^\\.{1,2}/(.*/)?shared/',
  message:
    'Import a shared package by its name (@site/contract, @site/federation, @site/state, @site/ui, @site/dev-harness).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/.data/**',
      'bench/results/**',
      'bench/tmp/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: at('tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['host/**', 'remotes/**', 'server/**', 'shared/**', 'examples/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [sharedByName],
        },
      ],
    },
  },
  {
    // The host loads remotes at run time (remotes.json); a static import of a remote's module would bind them at build.
    files: ['host/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sharedByName,
            {
              regex: `^(${REMOTES.join('|')})/`,
              message:
                'The host imports no remote: pages are loaded at run time through the route table and remotes.json.',
            },
          ],
        },
      ],
    },
  },
  {
    // React code: the host, the remotes, the shared packages and the React embedding example (not e2e's
    // `useBrowser()`, nor the server's Fastify helpers, whose names start with `use` too).
    files: ['host/**', 'remotes/**', 'shared/**', 'examples/react-host/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Tests read untyped JSON replies and drive servers with loose inputs on purpose.
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A source file stays at 400 lines at most, every line counted (as `wc -l` does): a longer one is split
    // along a seam its new module's name says. Tests, e2e/ and the test support folders are left out; what is
    // generated (builds, the Dockerfiles and nginx files of deploy:config) is ignored above or is not linted.
    files: ['**/*.{js,mjs,cjs,jsx,ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The embedding example is a plain script for an ERP page (no modules, no build).
    files: ['examples/plain-page/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
);
