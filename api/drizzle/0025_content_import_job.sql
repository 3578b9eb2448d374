CREATE TABLE "content_import_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"name" varchar(120) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"state" varchar(10) NOT NULL,
	"bytes" integer NOT NULL,
	"items" jsonb NOT NULL,
	"written" jsonb,
	"kept" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "content_import_job_state_ck" CHECK ("content_import_job"."state" in ('importing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "content_import_job" ADD CONSTRAINT "content_import_job_actor_id_app_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_import_job_created_idx" ON "content_import_job" USING btree ("created_at");