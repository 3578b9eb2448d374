CREATE TABLE "autotest_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"chosen" smallint,
	"is_right" boolean,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "autotest_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" varchar(10) NOT NULL,
	"test_id" integer,
	"category_id" integer,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"stop_reason" varchar(10),
	"question_count" integer NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "autotest_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name_uz" varchar(120) NOT NULL,
	"name_ru" varchar(120) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "autotest_category_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "autotest_mistake" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"streak" smallint DEFAULT 0 NOT NULL,
	"wrong_at" timestamp with time zone NOT NULL,
	CONSTRAINT "autotest_mistake_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "autotest_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"category_id" integer NOT NULL,
	"image" varchar(64),
	"rule" varchar(200) NOT NULL,
	"answer" smallint NOT NULL,
	"text_uz" text NOT NULL,
	"text_ru" text NOT NULL,
	"options_uz" jsonb NOT NULL,
	"options_ru" jsonb NOT NULL,
	"explanation_uz" text NOT NULL,
	"explanation_ru" text NOT NULL,
	CONSTRAINT "autotest_question_key_unique" UNIQUE("key"),
	CONSTRAINT "autotest_question_answer_ck" CHECK ("autotest_question"."answer" between 1 and jsonb_array_length("autotest_question"."options_uz"))
);
--> statement-breakpoint
CREATE TABLE "autotest_saved" (
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autotest_saved_user_id_test_id_pk" PRIMARY KEY("user_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "autotest_test" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "autotest_test_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "autotest_test_question" (
	"test_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "autotest_test_question_test_id_position_pk" PRIMARY KEY("test_id","position")
);
--> statement-breakpoint
ALTER TABLE "autotest_answer" ADD CONSTRAINT "autotest_answer_attempt_id_autotest_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."autotest_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_answer" ADD CONSTRAINT "autotest_answer_question_id_autotest_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."autotest_question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_attempt" ADD CONSTRAINT "autotest_attempt_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_attempt" ADD CONSTRAINT "autotest_attempt_test_id_autotest_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."autotest_test"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_attempt" ADD CONSTRAINT "autotest_attempt_category_id_autotest_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."autotest_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_mistake" ADD CONSTRAINT "autotest_mistake_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_mistake" ADD CONSTRAINT "autotest_mistake_question_id_autotest_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."autotest_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_question" ADD CONSTRAINT "autotest_question_category_id_autotest_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."autotest_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_saved" ADD CONSTRAINT "autotest_saved_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_saved" ADD CONSTRAINT "autotest_saved_test_id_autotest_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."autotest_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_test_question" ADD CONSTRAINT "autotest_test_question_test_id_autotest_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."autotest_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autotest_test_question" ADD CONSTRAINT "autotest_test_question_question_id_autotest_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."autotest_question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autotest_answer_pos_uq" ON "autotest_answer" USING btree ("attempt_id","position");--> statement-breakpoint
CREATE INDEX "autotest_answer_question_idx" ON "autotest_answer" USING btree ("question_id","answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "autotest_attempt_active_uq" ON "autotest_attempt" USING btree ("user_id","mode",coalesce("test_id", 0),coalesce("category_id", 0)) WHERE "autotest_attempt"."status" = 'active';--> statement-breakpoint
CREATE INDEX "autotest_attempt_user_idx" ON "autotest_attempt" USING btree ("user_id","mode","started_at");--> statement-breakpoint
CREATE INDEX "autotest_attempt_board_idx" ON "autotest_attempt" USING btree ("mode","test_id","status");--> statement-breakpoint
CREATE INDEX "autotest_question_category_idx" ON "autotest_question" USING btree ("category_id");