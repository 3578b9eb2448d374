CREATE TABLE "exam_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"option_order" smallint[] NOT NULL,
	"option_id" integer,
	"seq" bigint DEFAULT 0 NOT NULL,
	"is_correct" boolean,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_question_seq_ck" CHECK ("exam_question"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_section" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"role" varchar(12) NOT NULL,
	"subject_id" integer NOT NULL,
	"question_count" smallint NOT NULL,
	"points" real NOT NULL,
	"minutes" smallint NOT NULL,
	"correct_count" smallint,
	"answered_count" smallint
);
--> statement-breakpoint
CREATE TABLE "exam_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"year" smallint NOT NULL,
	"language_id" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"block1_id" integer,
	"block2_id" integer,
	"question_count" smallint NOT NULL,
	"ball" real,
	"max_ball" real NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exam_weight" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"year" smallint NOT NULL,
	"name_uz" varchar(120) NOT NULL,
	"name_ru" varchar(120) NOT NULL,
	"minutes" smallint NOT NULL,
	"sections" jsonb NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_ticket_id_exam_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."exam_ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_section_id_exam_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."exam_section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_option_id_question_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."question_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_section" ADD CONSTRAINT "exam_section_ticket_id_exam_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."exam_ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_section" ADD CONSTRAINT "exam_section_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ticket" ADD CONSTRAINT "exam_ticket_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ticket" ADD CONSTRAINT "exam_ticket_block1_id_subject_id_fk" FOREIGN KEY ("block1_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ticket" ADD CONSTRAINT "exam_ticket_block2_id_subject_id_fk" FOREIGN KEY ("block2_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nc_item" ADD CONSTRAINT "nc_item_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_question_uq" ON "exam_question" USING btree ("ticket_id","question_id");--> statement-breakpoint
CREATE INDEX "exam_question_pos_idx" ON "exam_question" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_section_pos_uq" ON "exam_section" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_ticket_active_uq" ON "exam_ticket" USING btree ("user_id","kind") WHERE "exam_ticket"."status" = 'active';--> statement-breakpoint
CREATE INDEX "exam_ticket_user_started_idx" ON "exam_ticket" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_ticket_deadline_idx" ON "exam_ticket" USING btree ("deadline_at") WHERE "exam_ticket"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_weight_kind_year_uq" ON "exam_weight" USING btree ("kind","year");--> statement-breakpoint
CREATE UNIQUE INDEX "nc_item_set_key_uq" ON "nc_item" USING btree ("subject_id","language_id","year","key");