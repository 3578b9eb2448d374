CREATE TABLE "lead" (
	"id" serial PRIMARY KEY NOT NULL,
	"learning_center_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(60) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"ticket_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_center" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_uz" varchar(160) NOT NULL,
	"name_ru" varchar(160) NOT NULL,
	"title_uz" varchar(200) NOT NULL,
	"title_ru" varchar(200) NOT NULL,
	"description_uz" text NOT NULL,
	"description_ru" text NOT NULL,
	"logo" text,
	"address_id" integer,
	"address_uz" text NOT NULL,
	"address_ru" text NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_center_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "learning_center_subject" (
	"id" serial PRIMARY KEY NOT NULL,
	"learning_center_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"price" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "olympiad" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name_uz" varchar(120) NOT NULL,
	"name_ru" varchar(120) NOT NULL,
	"title_uz" text NOT NULL,
	"title_ru" text NOT NULL,
	"type" varchar(16) NOT NULL,
	"language_id" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "olympiad_slug_unique" UNIQUE("slug"),
	CONSTRAINT "olympiad_window_ck" CHECK ("olympiad"."ends_at" > "olympiad"."starts_at"),
	CONSTRAINT "olympiad_type_ck" CHECK ("olympiad"."type" in ('dtm', 'fixed_subject', 'fixed_subjects'))
);
--> statement-breakpoint
CREATE TABLE "olympiad_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"olympiad_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name_uz" varchar(120) NOT NULL,
	"name_ru" varchar(120) NOT NULL,
	"minutes" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "olympiad_participation" (
	"id" serial PRIMARY KEY NOT NULL,
	"olympiad_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"ticket_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"score" real,
	"max_score" real NOT NULL,
	"correct_count" smallint,
	"question_count" smallint NOT NULL,
	"time_used_ms" integer,
	"section_stats" jsonb,
	"visibility_count" integer DEFAULT 0 NOT NULL,
	"visibility_log" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "olympiad_question" (
	"section_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "olympiad_section" (
	"id" serial PRIMARY KEY NOT NULL,
	"olympiad_id" integer NOT NULL,
	"course_id" integer,
	"position" smallint NOT NULL,
	"subject_id" integer NOT NULL,
	"question_count" smallint NOT NULL,
	"points" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_question" ALTER COLUMN "question_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "nc_item_id" integer;--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "answer" jsonb;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_learning_center_id_learning_center_id_fk" FOREIGN KEY ("learning_center_id") REFERENCES "public"."learning_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_center" ADD CONSTRAINT "learning_center_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_center_subject" ADD CONSTRAINT "learning_center_subject_learning_center_id_learning_center_id_fk" FOREIGN KEY ("learning_center_id") REFERENCES "public"."learning_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_center_subject" ADD CONSTRAINT "learning_center_subject_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_course" ADD CONSTRAINT "olympiad_course_olympiad_id_olympiad_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_participation" ADD CONSTRAINT "olympiad_participation_olympiad_id_olympiad_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_participation" ADD CONSTRAINT "olympiad_participation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_participation" ADD CONSTRAINT "olympiad_participation_course_id_olympiad_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."olympiad_course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_participation" ADD CONSTRAINT "olympiad_participation_ticket_id_exam_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."exam_ticket"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_question" ADD CONSTRAINT "olympiad_question_section_id_olympiad_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."olympiad_section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_question" ADD CONSTRAINT "olympiad_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_section" ADD CONSTRAINT "olympiad_section_olympiad_id_olympiad_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_section" ADD CONSTRAINT "olympiad_section_course_id_olympiad_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."olympiad_course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_section" ADD CONSTRAINT "olympiad_section_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_center_created_idx" ON "lead" USING btree ("learning_center_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_center_subject_uq" ON "learning_center_subject" USING btree ("learning_center_id","subject_id");--> statement-breakpoint
CREATE INDEX "learning_center_subject_idx" ON "learning_center_subject" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_article_slug_language_uq" ON "news_article" USING btree ("slug","language");--> statement-breakpoint
CREATE INDEX "news_article_list_idx" ON "news_article" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "olympiad_window_idx" ON "olympiad" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiad_course_pos_uq" ON "olympiad_course" USING btree ("olympiad_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiad_participation_user_uq" ON "olympiad_participation" USING btree ("olympiad_id","user_id");--> statement-breakpoint
CREATE INDEX "olympiad_participation_rank_idx" ON "olympiad_participation" USING btree ("olympiad_id","score" DESC NULLS LAST,"time_used_ms","finished_at","id") WHERE "olympiad_participation"."finished_at" is not null;--> statement-breakpoint
CREATE INDEX "olympiad_participation_open_idx" ON "olympiad_participation" USING btree ("deadline_at") WHERE "olympiad_participation"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "olympiad_participation_ticket_idx" ON "olympiad_participation" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiad_question_uq" ON "olympiad_question" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "olympiad_section_olympiad_idx" ON "olympiad_section" USING btree ("olympiad_id");--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_nc_item_id_nc_item_id_fk" FOREIGN KEY ("nc_item_id") REFERENCES "public"."nc_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_question_nc_uq" ON "exam_question" USING btree ("ticket_id","nc_item_id");--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_source_ck" CHECK (("exam_question"."question_id" is null) <> ("exam_question"."nc_item_id" is null));