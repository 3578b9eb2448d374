// Every domain's Drizzle tables, for the db client and drizzle-kit (api/drizzle.config.ts).
export * from '../domains/universities/schema';
export * from '../domains/universities/schema-programs';
export * from '../domains/accounts/schema';
export * from '../domains/topic-tests/schema';
export * from '../domains/certificates/schema';
export * from '../domains/courses/schema';
export * from '../domains/autotest/schema';
export * from '../domains/payments/schema';
export * from '../domains/exams/schema';
export * from '../domains/learning-centres/schema';
export * from '../domains/news/schema';
export * from '../domains/olympiads/schema';
export * from '../domains/review/schema';
export * from './instance-secret';
export * from '../domains/studio/schema';
