CREATE TABLE "nc_spec" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"source" text NOT NULL,
	"minutes" smallint NOT NULL,
	"parts" jsonb NOT NULL,
	"note_uz" text,
	"note_ru" text,
	CONSTRAINT "nc_spec_subject_uq" UNIQUE("subject_id")
);
--> statement-breakpoint
DROP INDEX "nc_item_set_key_uq";--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "score" real;--> statement-breakpoint
ALTER TABLE "exam_section" ADD COLUMN "partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_ticket" ADD COLUMN "nc_variant" smallint;--> statement-breakpoint
ALTER TABLE "nc_item" ADD COLUMN "variant" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "nc_item" ADD COLUMN "topic" varchar(120);--> statement-breakpoint
ALTER TABLE "nc_item" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "nc_item" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nc_spec" ADD CONSTRAINT "nc_spec_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- ADR 042: the sets of format version 2 (one per subject, language and year) become variants numbered by year, retired until a version 3 file brings their keys back; the national certificate's weights row gives way to each subject's spec
UPDATE "nc_item" AS i SET "variant" = r."v", "retired" = true FROM (SELECT "id", dense_rank() OVER (PARTITION BY "subject_id", "language_id" ORDER BY "year") AS "v" FROM "nc_item") AS r WHERE r."id" = i."id";--> statement-breakpoint
DELETE FROM "exam_weight" WHERE "kind" = 'natcert';--> statement-breakpoint
CREATE UNIQUE INDEX "nc_item_variant_key_uq" ON "nc_item" USING btree ("subject_id","language_id","variant","key");