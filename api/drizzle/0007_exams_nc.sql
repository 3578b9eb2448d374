CREATE TABLE "nc_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"language_id" smallint NOT NULL,
	"year" smallint NOT NULL,
	"key" varchar(80) NOT NULL,
	"position" smallint NOT NULL,
	"type" varchar(10) NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"points" real NOT NULL,
	"body" jsonb NOT NULL,
	"answer_key" jsonb NOT NULL,
	CONSTRAINT "nc_item_type_ck" CHECK ("nc_item"."type" in ('single', 'matching', 'short', 'essay'))
);
--> statement-breakpoint
ALTER TABLE "nc_item" ADD CONSTRAINT "nc_item_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nc_item_set_key_uq" ON "nc_item" USING btree ("subject_id","language_id","year","key");