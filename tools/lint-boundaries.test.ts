/**
 * The import boundaries of README "Conventions" are enforced by `npm run lint` (eslint.config.js,
 * import-x/no-restricted-paths): deliberate violations, linted as if they were files of the tree, are
 * reported by that rule, and an allowed import is not. Every violation imports a file that exists, so a
 * resolver that stopped resolving (which would silently let everything through) fails this test.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './apps';

const BOUNDARY_RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

/** The boundary rule's messages for `code` as the file `file` (relative to the repository root). */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file} did not parse: ${fatal.message}`);
  return result.messages.filter((message) => message.ruleId === BOUNDARY_RULE).map((message) => message.message);
}

describe('import boundaries (npm run lint)', { timeout: 120_000 }, () => {
  it('a remote importing another remote is reported', async () => {
    const problems = await boundaryProblems(
      'remotes/auth/src/lib/boundary-probe.ts',
      "import { accountNotices } from '../../../account/src/lib/notices';\nexport const probe = accountNotices;\n",
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('remotes/auth imports only packages');
  });

  it('a feature importing another feature of its app is reported', async () => {
    const problems = await boundaryProblems(
      'remotes/marketing/src/features/about/boundary-probe.ts',
      "import FaqPage from '../faq/faq-page';\nexport const probe = FaqPage;\n",
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('A feature never imports another feature of remotes/marketing');
    expect(
      await boundaryProblems(
        'host/src/features/header/boundary-probe.ts',
        "import { Footer } from '../footer/footer';\nexport const probe = Footer;\n",
      ),
    ).toHaveLength(1);
  });

  it('@site/contract importing @site/state is reported', async () => {
    const problems = await boundaryProblems(
      'shared/contract/src/boundary-probe.ts',
      "import { useAuth } from '@site/state';\nexport const probe = useAuth;\n",
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('@site/contract imports no other @site package');
  });

  it('a remote importing tools/ is reported', async () => {
    const problems = await boundaryProblems(
      'remotes/marketing/src/lib/boundary-probe.ts',
      "import { REPO_ROOT } from '../../../../tools/apps';\nexport const probe = REPO_ROOT;\n",
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('remotes/marketing imports only packages');
  });

  it('the host importing tools/ or the root build configuration, and the server importing @site/state, are reported', async () => {
    expect(
      await boundaryProblems(
        'host/server/boundary-probe.ts',
        "import { startStaticServer } from '../../tools/serve';\nexport const probe = startStaticServer;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryProblems(
        'host/src/lib/boundary-probe.ts',
        "import { siteSingletons } from '../../../rspack.config.base';\nexport const probe = siteSingletons;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryProblems(
        'server/src/boundary-probe.ts',
        "import { getRuntimeConfig } from '@site/state';\nexport const probe = getRuntimeConfig;\n",
      ),
    ).toHaveLength(1);
  });

  it('allowed imports are not reported: packages, the app own lib, and tools/ starting the host server', async () => {
    expect(
      await boundaryProblems(
        'remotes/auth/src/features/login/boundary-probe.ts',
        [
          "import { site } from '@site/contract';",
          "import { useAuth } from '@site/state';",
          "import { createTheme } from '@site/ui';",
          "import { authNotices } from '../../lib/notices';",
          'export const probe = [site, useAuth, createTheme, authNotices];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryProblems(
        'tools/boundary-probe.ts',
        "import { createHostSsr } from '../host/server/ssr';\nexport const probe = createHostSsr;\n",
      ),
    ).toEqual([]);
  });
});
