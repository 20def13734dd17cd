/**
 * The record of what our federation singletons (`@site/state`, `@site/ui`) export, at which version
 * (shared/singleton-exports.json), and the check that the version moves with the exports: a remote
 * built against a new export gets the host's copy only when the version says the copy has it
 * (docs/decisions/0012-shared-packages-by-role.md).
 *
 * - An export added: the minor version (at least) must move. An export removed: the major.
 * - The record must be the tree's: after a proper bump, record it with `npm run shared:record`.
 *
 * Only value exports count (what a remote reads at run time from the copy it is given); types are
 * compiled into each app. `npm run shared:record` (this file run by tsx) writes the record;
 * `--root <folder>` reads the packages from another checkout of the repository.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The singleton packages' folders under shared/. */
export const SINGLETON_FOLDERS = ['state', 'ui'] as const;

export const RECORD_FILE = path.join(REPO_ROOT, 'shared', 'singleton-exports.json');

export const RECORD_COMMAND = 'npm run shared:record';

export interface PackageExports {
  version: string;
  /** Entry point (`.`, `./api`) → its value exports, sorted. */
  entries: Record<string, string[]>;
}

/** Package name → what it exports now. */
export type ExportsRecord = Record<string, PackageExports>;

/** What each singleton package exports in the checkout at `root`, read by TypeScript from its sources. */
export function singletonExports(root = REPO_ROOT): ExportsRecord {
  const manifests = SINGLETON_FOLDERS.map((folder) => {
    const dir = path.join(root, 'shared', folder);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      exports: Record<string, string>;
    };
    return { dir, manifest };
  });
  const files = manifests.flatMap(({ dir, manifest }) =>
    Object.values(manifest.exports).map((file) => path.join(dir, file)),
  );
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const record: ExportsRecord = {};
  for (const { dir, manifest } of manifests) {
    const entries: Record<string, string[]> = {};
    for (const [entry, file] of Object.entries(manifest.exports)) {
      const source = program.getSourceFile(path.join(dir, file));
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!moduleSymbol) throw new Error(`${manifest.name}: ${file} could not be read`);
      entries[entry] = checker
        .getExportsOfModule(moduleSymbol)
        .filter((symbol) => {
          const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
          return (target.flags & ts.SymbolFlags.Value) !== 0;
        })
        .map((symbol) => symbol.name)
        .sort();
    }
    record[manifest.name] = { version: manifest.version, entries };
  }
  return record;
}

function parseVersion(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.split(/[.+-]/).map(Number);
  return [major, minor, patch];
}

const names = (entries: Record<string, string[]>) =>
  new Set(
    Object.entries(entries).flatMap(([entry, list]) =>
      list.map((name) => `${entry === '.' ? '' : `${entry.slice(2)}/`}${name}`),
    ),
  );

/**
 * What is wrong between the record and the tree, one sentence per package (empty: nothing). A change
 * of exports without the version it needs is named as such; a proper bump not recorded yet asks for
 * `npm run shared:record`.
 */
export function exportsProblems(recorded: ExportsRecord, current: ExportsRecord): string[] {
  const problems: string[] = [];
  for (const pkg of new Set([...Object.keys(recorded), ...Object.keys(current)])) {
    const before = recorded[pkg];
    const now = current[pkg];
    if (!before || !now) {
      problems.push(
        `${pkg} is ${before ? 'recorded but no longer a singleton package' : 'not recorded'}: run \`${RECORD_COMMAND}\``,
      );
      continue;
    }
    const [oldNames, newNames] = [names(before.entries), names(now.entries)];
    const added = [...newNames].filter((name) => !oldNames.has(name));
    const removed = [...oldNames].filter((name) => !newNames.has(name));
    const [oldMajor, oldMinor] = parseVersion(before.version);
    const [newMajor, newMinor] = parseVersion(now.version);
    if (removed.length > 0 && newMajor <= oldMajor) {
      problems.push(
        `${pkg} no longer exports ${removed.join(', ')} but its version went from ${before.version} to ${now.version}: a removed export needs a new major version (${oldMajor + 1}.0.0), or a remote built against it gets a copy without it (if ${before.version} was never deployed, \`${RECORD_COMMAND}\` records it as it is now)`,
      );
    } else if (added.length > 0 && newMajor === oldMajor && newMinor <= oldMinor) {
      problems.push(
        `${pkg} exports ${added.join(', ')} that version ${before.version} did not, but its version is still ${now.version}: a new export needs a new minor version (${oldMajor}.${oldMinor + 1}.0), or a remote built against it gets the host's older copy without it (if ${before.version} was never deployed, \`${RECORD_COMMAND}\` records it as it is now)`,
      );
    } else if (added.length > 0 || removed.length > 0 || before.version !== now.version) {
      problems.push(
        `${pkg} ${now.version} is not the recorded ${before.version} (${[...(added.length ? [`added ${added.join(', ')}`] : []), ...(removed.length ? [`removed ${removed.join(', ')}`] : [])].join('; ') || 'same exports'}): run \`${RECORD_COMMAND}\` to record it`,
      );
    }
  }
  return problems;
}

export function readRecord(file = RECORD_FILE): ExportsRecord {
  return JSON.parse(readFileSync(file, 'utf8')) as ExportsRecord;
}

/** `npm run shared:record [-- --root <folder>]`: writes the record of the packages in that checkout. */
async function recordSingletonExports(argv: readonly string[]): Promise<void> {
  const rootArgument = argv[argv.indexOf('--root') + 1];
  const root = argv.includes('--root') && rootArgument ? path.resolve(rootArgument) : REPO_ROOT;
  const record = singletonExports(root);
  // As the repository's Prettier would write it, so `npm run lint` passes on a fresh record.
  const prettier = await import('prettier');
  writeFileSync(
    RECORD_FILE,
    await prettier.format(JSON.stringify(record), { ...(await prettier.resolveConfig(RECORD_FILE)), parser: 'json' }),
  );
  for (const [pkg, { version, entries }] of Object.entries(record)) {
    console.log(
      `${pkg} ${version}: ${Object.values(entries).reduce((sum, list) => sum + list.length, 0)} exports recorded in ${path.relative(REPO_ROOT, RECORD_FILE)}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  recordSingletonExports(process.argv).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
