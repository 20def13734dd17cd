import { describe, expect, it } from 'vitest';
import { exportsProblems, readRecord, singletonExports, type ExportsRecord } from './singleton-exports';

describe('the federation singletons (@site/state, @site/ui)', () => {
  it('export what shared/singleton-exports.json records at their version (a changed export needs a version bump, then `npm run shared:record`)', () => {
    expect(exportsProblems(readRecord(), singletonExports())).toEqual([]);
  }, 120_000);
});

describe('exportsProblems', () => {
  const record = (version: string, main: string[], api: string[] = ['callMethod']): ExportsRecord => ({
    '@site/state': { version, entries: { '.': main, './api': api } },
  });
  const recorded = record('1.2.3', ['getLogin', 'useAuth']);

  it('finds nothing when the tree is what was recorded', () => {
    expect(exportsProblems(recorded, record('1.2.3', ['getLogin', 'useAuth']))).toEqual([]);
  });

  it('refuses a new export without a new minor version', () => {
    const [problem] = exportsProblems(recorded, record('1.2.4', ['getLogin', 'useAuth', 'useQueryClient']));
    expect(problem).toBe(
      "@site/state exports useQueryClient that version 1.2.3 did not, but its version is still 1.2.4: a new export needs a new minor version (1.3.0), or a remote built against it gets the host's older copy without it (if 1.2.3 was never deployed, `npm run shared:record` records it as it is now)",
    );
    expect(exportsProblems(recorded, record('1.2.3', ['getLogin', 'useAuth'], ['callMethod', 'queryKeys']))[0]).toMatch(
      /exports api\/queryKeys that version 1\.2\.3 did not/,
    );
  });

  it('refuses a removed export without a new major version', () => {
    const [problem] = exportsProblems(recorded, record('1.3.0', ['useAuth']));
    expect(problem).toBe(
      '@site/state no longer exports getLogin but its version went from 1.2.3 to 1.3.0: a removed export needs a new major version (2.0.0), or a remote built against it gets a copy without it (if 1.2.3 was never deployed, `npm run shared:record` records it as it is now)',
    );
  });

  it('asks for the record after a proper bump, or a version change alone', () => {
    expect(exportsProblems(recorded, record('1.3.0', ['getLogin', 'useAuth', 'useQueryClient']))).toEqual([
      '@site/state 1.3.0 is not the recorded 1.2.3 (added useQueryClient): run `npm run shared:record` to record it',
    ]);
    expect(exportsProblems(recorded, record('2.0.0', ['useAuth']))[0]).toMatch(
      /2\.0\.0 is not the recorded 1\.2\.3 \(removed getLogin\): run `npm run shared:record`/,
    );
    expect(exportsProblems(recorded, record('1.2.4', ['getLogin', 'useAuth']))[0]).toMatch(
      /1\.2\.4 is not the recorded 1\.2\.3 \(same exports\)/,
    );
  });

  it('asks for the record when a singleton package is new or gone', () => {
    expect(exportsProblems({}, recorded)).toEqual(['@site/state is not recorded: run `npm run shared:record`']);
    expect(exportsProblems(recorded, {})[0]).toMatch(/recorded but no longer a singleton package/);
  });
});
