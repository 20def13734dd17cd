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

/** The one boundary message for `code` as `file`: fails unless there is exactly one. */
async function theOneProblem(file: string, code: string): Promise<string | undefined> {
  const problems = await boundaryProblems(file, code);
  expect(problems).toHaveLength(1);
  return problems[0];
}

describe('import boundaries (npm run lint)', { timeout: 120_000 }, () => {
  /** Test name, the probe's file, its code, the rule's message. */
  it.each([
    [
      'a remote importing another remote is reported',
      'remotes/auth/src/lib/boundary-probe.ts',
      "import { useWords } from '../../../account/src/lib/words';\nexport const probe = useWords;\n",
      'remotes/auth imports only packages',
    ],
    [
      '@site/contract importing @site/state is reported',
      'shared/contract/src/boundary-probe.ts',
      "import { useAuth } from '@site/state';\nexport const probe = useAuth;\n",
      '@site/contract imports no other @site package',
    ],
    [
      'a remote importing tools/ is reported',
      'remotes/marketing/src/lib/boundary-probe.ts',
      "import { REPO_ROOT } from '../../../../tools/apps';\nexport const probe = REPO_ROOT;\n",
      'remotes/marketing imports only packages',
    ],
  ])('%s', async (_name, file, code, message) => {
    expect(await theOneProblem(file, code)).toContain(message);
  });

  it('a feature importing another feature of its app is reported', async () => {
    expect(
      await theOneProblem(
        'remotes/marketing/src/features/about/boundary-probe.ts',
        "import FaqPage from '../faq/faq-page';\nexport const probe = FaqPage;\n",
      ),
    ).toContain('A feature never imports another feature of remotes/marketing');
    await theOneProblem(
      'host/src/features/header/boundary-probe.ts',
      "import { Footer } from '../footer/footer';\nexport const probe = Footer;\n",
    );
  });

  it('the host importing tools/ or the root build configuration, and the server importing @site/state, are reported', async () => {
    await theOneProblem(
      'host/server/boundary-probe.ts',
      "import { startStaticServer } from '../../tools/serve';\nexport const probe = startStaticServer;\n",
    );
    await theOneProblem(
      'host/src/lib/boundary-probe.ts',
      "import { createAppConfig } from '../../../rspack.config.base';\nexport const probe = createAppConfig;\n",
    );
    await theOneProblem(
      'server/src/boundary-probe.ts',
      "import { getRuntimeConfig } from '@site/state';\nexport const probe = getRuntimeConfig;\n",
    );
  });

  it("the server's shipped code importing its test support is reported, its tests beside the code are not", async () => {
    const importsHarness = "import { startServer } from '../../test/harness';\nexport const probe = startServer;\n";
    expect(await theOneProblem('server/src/lib/boundary-probe.ts', importsHarness)).toContain(
      'only its *.test.ts files may import test support',
    );
    await theOneProblem(
      'server/src/features/ordering/boundary-probe.ts',
      "import { orderingFuzzTargets } from '../../../test/fuzz/targets/ordering';\nexport const probe = orderingFuzzTargets;\n",
    );
    expect(await boundaryProblems('server/src/lib/boundary-probe.test.ts', importsHarness)).toEqual([]);
  });

  it("a server feature importing another feature's routes, or office and invoicing importing each other, is reported", async () => {
    expect(
      await theOneProblem(
        'server/src/features/privacy/boundary-probe.ts',
        "import { orderingRoutes } from '../ordering/routes';\nexport const probe = orderingRoutes;\n",
      ),
    ).toContain("server/src/features/privacy never imports another feature's routes");
    expect(
      await theOneProblem(
        'server/src/features/invoicing/boundary-probe.ts',
        "import { changeOrderStatus } from '../office/operations/orders';\nexport const probe = changeOrderStatus;\n",
      ),
    ).toContain('Invoicing never imports the office');
    expect(
      await theOneProblem(
        'server/src/features/office/boundary-probe.ts',
        "import { orderTaxDocuments } from '../invoicing/documents';\nexport const probe = orderTaxDocuments;\n",
      ),
    ).toContain('The office never imports invoicing');
    expect(
      await theOneProblem(
        'server/src/features/ordering/boundary-probe.ts',
        "import { orderTaxDocuments } from '../invoicing/documents';\nexport const probe = orderTaxDocuments;\n",
      ),
    ).toContain('Ordering never imports invoicing');
  });

  it('otp importing the customer feature, or lookups importing otp, is reported', async () => {
    expect(
      await theOneProblem(
        'server/src/features/otp/boundary-probe.ts',
        "import { findCustomerById } from '../customer/service';\nexport const probe = findCustomerById;\n",
      ),
    ).toContain('otp never imports the customer feature');
    expect(
      await theOneProblem(
        'server/src/features/lookups/boundary-probe.ts',
        "import { senderOf } from '../otp/known-device';\nexport const probe = senderOf;\n",
      ),
    ).toContain('lookups never imports otp');
  });

  it("allowed imports are not reported: packages, the app own lib, and tools/ sending the host server's headers", async () => {
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
        "import { securityHeaders } from '../host/server/http-headers';\nexport const probe = securityHeaders;\n",
      ),
    ).toEqual([]);
  });
});
