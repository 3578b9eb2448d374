import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date: every time column of the schema. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
