export * from './constants.ts';
export * from './message-codes.ts';
export * from './common.ts';
export * from './auth.ts';
