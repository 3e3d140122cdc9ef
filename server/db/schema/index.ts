// The whole data model. drizzle-kit reads this file; the server passes it to drizzle().
export * from './enums';
export * from './organizations';
export * from './users';
export * from './auth';
export * from './meals';
export * from './preorders';
export * from './moderation';
export * from './email';
export * from './leads';
export * from './audit';
export * from './waitlist-handovers-follows';
export * from './notifications';
export * from './idempotency';
export * from './regulars';
export * from './wishes';
export * from './draws';
