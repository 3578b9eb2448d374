CREATE TABLE "certificate" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"locale" varchar(2) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_image" (
	"sha256" varchar(64) PRIMARY KEY NOT NULL,
	"svg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"error_id" integer NOT NULL,
	"message" varchar(200) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_uz" varchar(120) NOT NULL,
	"name_ru" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"key" varchar(80) NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"ball" real DEFAULT 5 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"is_correct" boolean DEFAULT false NOT NULL,
	CONSTRAINT "question_option_pos_ck" CHECK ("question_option"."position" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "saved_test" (
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_test_user_id_test_id_pk" PRIMARY KEY("user_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "test_rating" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_rating_ticket_id_unique" UNIQUE("ticket_id"),
	CONSTRAINT "test_rating_range_ck" CHECK ("test_rating"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "themed_test" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"lesson_key" varchar(80) NOT NULL,
	"language_id" smallint NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"opens_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themed_test_language_ck" CHECK ("themed_test"."language_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(12) DEFAULT 'topic' NOT NULL,
	"test_id" integer NOT NULL,
	"user_id" integer,
	"guest_hash" varchar(64),
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"question_count" smallint NOT NULL,
	"correct_count" smallint DEFAULT 0 NOT NULL,
	"answered_count" smallint DEFAULT 0 NOT NULL,
	"bonus_xp" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ticket_owner_ck" CHECK ("ticket"."user_id" is not null or "ticket"."guest_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "ticket_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"option_id" integer,
	"is_correct" boolean,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "xp_event" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_report" ADD CONSTRAINT "error_report_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_report" ADD CONSTRAINT "error_report_error_id_error_type_id_fk" FOREIGN KEY ("error_id") REFERENCES "public"."error_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_report" ADD CONSTRAINT "error_report_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_test_id_themed_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."themed_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_option" ADD CONSTRAINT "question_option_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_test" ADD CONSTRAINT "saved_test_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_test" ADD CONSTRAINT "saved_test_test_id_themed_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."themed_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_rating" ADD CONSTRAINT "test_rating_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_rating" ADD CONSTRAINT "test_rating_test_id_themed_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."themed_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_rating" ADD CONSTRAINT "test_rating_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themed_test" ADD CONSTRAINT "themed_test_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_test_id_themed_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."themed_test"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_question" ADD CONSTRAINT "ticket_question_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_question" ADD CONSTRAINT "ticket_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_question" ADD CONSTRAINT "ticket_question_option_id_question_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."question_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_report_question_idx" ON "error_report" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_test_key_uq" ON "question" USING btree ("test_id","key");--> statement-breakpoint
CREATE INDEX "question_test_pos_idx" ON "question" USING btree ("test_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "question_option_pos_uq" ON "question_option" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "saved_test_user_idx" ON "saved_test" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "test_rating_test_idx" ON "test_rating" USING btree ("test_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "themed_test_lesson_lang_uq" ON "themed_test" USING btree ("subject_id","lesson_key","language_id");--> statement-breakpoint
CREATE INDEX "themed_test_lang_subject_idx" ON "themed_test" USING btree ("language_id","subject_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_active_user_uq" ON "ticket" USING btree ("user_id","test_id") WHERE "ticket"."status" = 'active' and "ticket"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_active_guest_uq" ON "ticket" USING btree ("guest_hash","test_id") WHERE "ticket"."status" = 'active' and "ticket"."guest_hash" is not null;--> statement-breakpoint
CREATE INDEX "ticket_user_started_idx" ON "ticket" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "ticket_guest_started_idx" ON "ticket" USING btree ("guest_hash","started_at");--> statement-breakpoint
CREATE INDEX "ticket_test_idx" ON "ticket" USING btree ("test_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_question_uq" ON "ticket_question" USING btree ("ticket_id","question_id");--> statement-breakpoint
CREATE INDEX "ticket_question_pos_idx" ON "ticket_question" USING btree ("ticket_id","position");