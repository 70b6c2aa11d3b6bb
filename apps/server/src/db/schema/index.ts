export * from './auth';
export * from './profiles';
export * from './tracks';
export * from './commerce';
export * from './infra';
export * from './chat';
export * from './offers';
export * from './admin';
