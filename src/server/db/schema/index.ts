export * from './users';
export * from './websites';
export * from './billing';
export * from './orders';
export * from './change-requests';
export * from './analytics';
export * from './chat';
export * from './audit';
