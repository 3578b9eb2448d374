import { integer, serial, text, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date: every time column of the schema. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The serial primary key `id`. */
export const serialId = () => serial('id').primaryKey();

/** When the row was written (`created_at`, set by the database). */
export const createdAt = () => ts('created_at').notNull().defaultNow();

/**
 * A required integer reference to another table's id; `'cascade'` for rows that belong to the
 * referenced one and go with it.
 */
export const ref = <TName extends string>(name: TName, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/**
 * The Cyrillic of an Uzbek text column (`uz-Cyrl`, docs/decisions/043): written by the content import
 * with @platform/shared/translit beside the Latin text, null for Russian rows. Read with `pick` /
 * `inScript` of api/src/i18n.
 */
export const cyrillic = (name: string) => text(name);

/** A required name in both languages (`name_uz`, `name_ru`) of one length. */
export const bilingualName = (length: number) => ({
  name_uz: varchar('name_uz', { length }).notNull(),
  name_ru: varchar('name_ru', { length }).notNull(),
});
