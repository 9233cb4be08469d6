export * from './roles';
export * from './permissions';
export * from './constants';
export * from './claims';
export * from './config';
export * from './routes';
export * from './schemas/common';
export * from './schemas/auth';
