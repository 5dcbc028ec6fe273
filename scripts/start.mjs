// `npm start`: build the client when needed, then run the server (TypeScript through tsx).
import path from 'node:path';
import { ensureClientBuilt, root } from './client-build.mjs';

const status = ensureClientBuilt();
if (status !== 0) process.exit(status);

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));
