CREATE TABLE "program_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_interaction" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"action" varchar(8) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_program" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"direction_id" integer,
	"name_uz" varchar(300) NOT NULL,
	"name_ru" varchar(300) NOT NULL,
	"language_id" integer NOT NULL,
	"study_form_id" integer NOT NULL,
	"passing_score" real,
	"contract_price" integer NOT NULL,
	"requirements_uz" text NOT NULL,
	"requirements_ru" text NOT NULL,
	"subjects" jsonb NOT NULL,
	"minutes" smallint NOT NULL,
	"duration_years" smallint NOT NULL,
	"has_test" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_ticket" ADD COLUMN "program_id" integer;--> statement-breakpoint
ALTER TABLE "program_application" ADD CONSTRAINT "program_application_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_application" ADD CONSTRAINT "program_application_program_id_university_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."university_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_interaction" ADD CONSTRAINT "university_interaction_university_id_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."university"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_interaction" ADD CONSTRAINT "university_interaction_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_program" ADD CONSTRAINT "university_program_university_id_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."university"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_program" ADD CONSTRAINT "university_program_direction_id_direction_id_fk" FOREIGN KEY ("direction_id") REFERENCES "public"."direction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_program" ADD CONSTRAINT "university_program_language_id_study_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."study_language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_program" ADD CONSTRAINT "university_program_study_form_id_study_form_id_fk" FOREIGN KEY ("study_form_id") REFERENCES "public"."study_form"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_application_user_program_uq" ON "program_application" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE INDEX "program_application_program_idx" ON "program_application" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "university_interaction_uni_idx" ON "university_interaction" USING btree ("university_id","action");--> statement-breakpoint
CREATE UNIQUE INDEX "university_program_slug_uq" ON "university_program" USING btree ("university_id","slug");--> statement-breakpoint
CREATE INDEX "university_program_subjects_idx" ON "university_program" USING gin ("subjects");--> statement-breakpoint
ALTER TABLE "exam_ticket" ADD CONSTRAINT "exam_ticket_program_id_university_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."university_program"("id") ON DELETE set null ON UPDATE no action;