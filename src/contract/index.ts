export * from './errors';
export * from './sim';
export * from './auth';
export * from './cards';
export * from './sandbox';
export * from './onboarding';
export * from './apn';
export * from './paths';
