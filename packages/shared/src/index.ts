import './zod-locale';

export * from './auth/policies';
export * from './auth/roles';
export * from './errors';
export * from './layout-settings';
export * from './limits';
export * from './nav-icons';
export * from './navigation';
export * from './schemas/auth';
export * from './schemas/campaigns';
export * from './schemas/respondents';
export * from './schemas/responses';
export * from './schemas/shell';
export * from './schemas/surveys';
export * from './schemas/users';
export * from './socket-events';
