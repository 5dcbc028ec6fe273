// `npm run bench`: every benchmark, each against its baseline measured in the same run.
export {};
await import('./api.bench');
await import('./collect.bench');
await import('./backup.bench');
await import('./monitor.bench');
