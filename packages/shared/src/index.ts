import './zod-locale';

export * from './auth/policies';
export * from './auth/roles';
export * from './errors';
export * from './limits';
export * from './schemas/auth';
export * from './schemas/users';
export * from './socket-events';
