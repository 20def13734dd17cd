/**
 * The TypeScript projects of README "Conventions", built together by `npm run typecheck` (`tsc -b`
 * on tsconfig.json): every TypeScript file of the tree is in exactly one project, browser code sees no
 * Node types, servers and tools no DOM, and every project takes its options from tsconfig.base.json.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './apps';

interface Project {
  /** The config file, relative to the repository root. */
  config: string;
  /** Its TypeScript files, relative to the repository root. */
  files: string[];
  dom: boolean;
  node: boolean;
  /** The config's own compiler options, before `extends`. */
  ownOptions: Record<string, unknown>;
  extends: unknown;
  outDir: string | undefined;
}

const relative = (file: string) => path.relative(REPO_ROOT, file).split(path.sep).join('/');

function readConfig(config: string): { raw: Record<string, unknown>; parsed: ts.ParsedCommandLine } {
  const file = path.join(REPO_ROOT, config);
  const { config: raw, error } = ts.readConfigFile(file, (name) => ts.sys.readFile(name));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(raw, ts.sys, path.dirname(file), undefined, file);
  if (parsed.errors.length > 0) {
    throw new Error(parsed.errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
  }
  return { raw: raw as Record<string, unknown>, parsed };
}

const solution = readConfig('tsconfig.json').parsed;
const projects: Project[] = (solution.projectReferences ?? []).map((reference) => {
  const config = relative(ts.resolveProjectReferencePath(reference));
  const { raw, parsed } = readConfig(config);
  return {
    config,
    files: parsed.fileNames.map(relative),
    // Unset, `lib` defaults to the target's, DOM included: each project must say.
    dom: parsed.options.lib?.includes('lib.dom.d.ts') ?? true,
    node: parsed.options.types?.includes('node') ?? true,
    ownOptions: (raw.compilerOptions ?? {}) as Record<string, unknown>,
    extends: raw.extends,
    outDir: parsed.options.outDir && relative(parsed.options.outDir),
  };
});

/** The TypeScript files git would track: the tree without node_modules, builds and other ignored files. */
const treeFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.ts', '*.tsx'],
  { cwd: REPO_ROOT, encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => file !== '' && ts.sys.fileExists(path.join(REPO_ROOT, file)));

const projectsOf = (file: string) => projects.filter((project) => project.files.includes(file));
const isTestSupport = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  /\/src\/test\//.test(file) ||
  /^server\/test\//.test(file) ||
  file === 'shared/vitest.setup.ts';

/** Where each kind of code lives, and the types it may see. */
const BROWSER_CODE = /^(shared\/(state|ui|testing|dev-harness)|host|remotes\/[^/]+|examples\/[^/]+)\/src\//;
// The host's server-rendering entry runs on Node (it is host/server's): only its imports are browser code.
const SERVER_RENDERING_ENTRY = 'host/src/app/server-entry.tsx';
const NODE_CODE =
  /^(server|tools|host\/server)\/|^[^/]+\.ts$|^(host|remotes\/[^/]+|shared\/[^/]+|examples\/[^/]+)\/[^/]+\.config\.ts$/;
const PLAIN_CODE = /^shared\/(contract|federation)\/src\//;
// Node drives a browser here: the functions handed to page.evaluate run in the page.
const BROWSER_DRIVERS = /^(e2e|bench)\//;

describe('the TypeScript projects (npm run typecheck)', () => {
  it('reads every project the solution lists, and finds the tree', () => {
    expect(projects.length).toBeGreaterThan(10);
    expect(treeFiles).toContain('server/src/main.ts');
    for (const project of projects) expect(project.files, project.config).not.toHaveLength(0);
  });

  it('puts every TypeScript file of the tree in exactly one project', () => {
    const misplaced = treeFiles
      .map((file) => ({ file, projects: projectsOf(file).map((project) => project.config) }))
      .filter((placement) => placement.projects.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it("keeps the API's tests and their support out of the project that ships", () => {
    const shipped = projects.find((project) => project.config === 'server/tsconfig.json');
    expect(shipped?.files).toContain('server/src/main.ts');
    expect(shipped?.files.filter(isTestSupport)).toEqual([]);
  });

  it('lists every tsconfig of the tree in the solution', () => {
    const configs = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*tsconfig*.json'],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => file !== '' && !['tsconfig.json', 'tsconfig.base.json'].includes(file));
    expect(configs.sort()).toEqual(projects.map((project) => project.config).sort());
  });

  it('gives every project the same options from tsconfig.base.json, and builds into the cache', () => {
    for (const project of projects) {
      expect(path.posix.join(path.posix.dirname(project.config), String(project.extends)), project.config).toBe(
        'tsconfig.base.json',
      );
      expect(Object.keys(project.ownOptions).sort(), project.config).toEqual(
        expect.arrayContaining(['lib', 'outDir', 'types']),
      );
      for (const option of Object.keys(project.ownOptions)) {
        expect(['lib', 'types', 'outDir', 'rootDir'], `${project.config} sets ${option}`).toContain(option);
      }
      expect(project.outDir, project.config).toMatch(/^node_modules\/\.cache\/tsbuild\//);
    }
  });

  it('shows browser code DOM types and no Node types', () => {
    const wrong = treeFiles
      .filter((file) => BROWSER_CODE.test(file) && !isTestSupport(file) && file !== SERVER_RENDERING_ENTRY)
      .flatMap((file) =>
        projectsOf(file)
          .filter((project) => !project.dom || project.node)
          .map((project) => `${file} in ${project.config}`),
      );
    expect(wrong).toEqual([]);
  });

  it('shows servers, tools and configs Node types and no DOM', () => {
    const nodeFiles = treeFiles.filter(
      (file) => (NODE_CODE.test(file) && !isTestSupport(file)) || file === SERVER_RENDERING_ENTRY,
    );
    expect(nodeFiles).toContain('host/server/ssr.ts');
    const wrong = nodeFiles.flatMap((file) =>
      projectsOf(file)
        .filter((project) => project.dom || !project.node)
        .map((project) => `${file} in ${project.config}`),
    );
    expect(wrong).toEqual([]);
  });

  it('shows the contract and the federation conventions neither: browser and servers both use them', () => {
    const wrong = treeFiles
      .filter((file) => PLAIN_CODE.test(file) && !isTestSupport(file))
      .flatMap((file) =>
        projectsOf(file)
          .filter((project) => project.dom || project.node)
          .map((project) => `${file} in ${project.config}`),
      );
    expect(wrong).toEqual([]);
  });

  it('gives both DOM and Node types only to tests (Node with jsdom) and to code driving a browser', () => {
    const wrong = projects
      .filter((project) => project.dom && project.node)
      .flatMap((project) =>
        project.files
          .filter((file) => !isTestSupport(file) && !BROWSER_DRIVERS.test(file))
          .map((file) => `${file} in ${project.config}`),
      );
    expect(wrong).toEqual([]);
  });
});
