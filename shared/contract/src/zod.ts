import { config } from 'zod/v4/core';

// Without `jitless`, zod compiles object parsers with `new Function`, and even its probe for that is
// reported as a violation by the site's CSP (no `unsafe-eval`). Every schema of the contract is built
// from this module, so each app's copy of zod is configured before its first parse. The setting comes
// from zod's core alone, so a page that parses nothing (home) does not download zod for it.
config({ jitless: true });

export { z } from 'zod';
