CREATE TABLE "content_picture" (
	"sha256" varchar(64) PRIMARY KEY NOT NULL,
	"webp" "bytea" NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_draft" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"topic" varchar(80) NOT NULL,
	"item_key" varchar(80) NOT NULL,
	"version" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"item" jsonb NOT NULL,
	"author_id" integer,
	"writer_ids" integer[] NOT NULL,
	"reject_reason" varchar(500),
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "question_draft_status_ck" CHECK ("question_draft"."status" in ('draft', 'in_review', 'published'))
);
--> statement-breakpoint
DROP INDEX "question_test_key_uq";--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_draft" ADD CONSTRAINT "question_draft_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_draft" ADD CONSTRAINT "question_draft_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_draft" ADD CONSTRAINT "question_draft_reviewer_id_app_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_draft_open_uq" ON "question_draft" USING btree ("subject_id","topic","item_key") WHERE "question_draft"."status" in ('draft', 'in_review');--> statement-breakpoint
CREATE UNIQUE INDEX "question_draft_version_uq" ON "question_draft" USING btree ("subject_id","topic","item_key","version");--> statement-breakpoint
CREATE INDEX "question_draft_status_idx" ON "question_draft" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_test_key_version_uq" ON "question" USING btree ("test_id","key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "question_test_key_uq" ON "question" USING btree ("test_id","key") WHERE "question"."retired_at" is null;