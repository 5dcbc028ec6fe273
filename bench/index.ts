// `npm run bench`: every benchmark, each against its baseline measured in the same run.
export {};
await import('./startup.bench');
await import('./login.bench');
await import('./api.bench');
await import('./collect.bench');
await import('./backup.bench');
await import('./monitor.bench');
