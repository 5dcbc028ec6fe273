// `npm run audit:web`: build the client when needed, then check the bundle budgets and run Lighthouse on the
// public pages against the production server (scripts/audit-web.mjs; its options pass through:
// --json, --no-lighthouse, --lighthouse-reports=DIR).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuilt, root } from './client-build.mjs';

const built = ensureClientBuilt();
if (built !== 0) process.exit(built);
const audit = spawnSync(process.execPath, [path.join(root, 'scripts/audit-web.mjs'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(audit.status ?? 1);
