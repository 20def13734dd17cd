import { z } from 'zod';

// Without `jitless`, zod compiles object parsers with `new Function`, and even its probe for that is
// reported as a violation by the site's CSP (no `unsafe-eval`). Every schema of the contract is built
// from this module, so each app's copy of zod is configured before its first parse.
z.config({ jitless: true });

export { z };
