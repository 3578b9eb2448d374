CREATE TABLE "review_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_hash" varchar(64),
	"question_id" integer,
	"nc_item_id" integer,
	"autotest_question_id" integer,
	"subject_id" integer,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" smallint DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_card_owner_ck" CHECK ("review_card"."user_id" is not null or "review_card"."guest_hash" is not null),
	CONSTRAINT "review_card_source_ck" CHECK (num_nonnulls("review_card"."question_id", "review_card"."nc_item_id", "review_card"."autotest_question_id") = 1),
	CONSTRAINT "review_card_state_ck" CHECK ("review_card"."state" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "review_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"reps" integer NOT NULL,
	"origin" varchar(10) NOT NULL,
	"option_id" integer,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" smallint NOT NULL,
	"review" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_nc_item_id_nc_item_id_fk" FOREIGN KEY ("nc_item_id") REFERENCES "public"."nc_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_autotest_question_id_autotest_question_id_fk" FOREIGN KEY ("autotest_question_id") REFERENCES "public"."autotest_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_card_id_review_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_card_user_item_uq" ON "review_card" USING btree ("user_id",coalesce("question_id", 0),coalesce("nc_item_id", 0),coalesce("autotest_question_id", 0)) WHERE "review_card"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_card_guest_item_uq" ON "review_card" USING btree ("guest_hash",coalesce("question_id", 0),coalesce("nc_item_id", 0),coalesce("autotest_question_id", 0)) WHERE "review_card"."user_id" is null;--> statement-breakpoint
CREATE INDEX "review_card_user_due_idx" ON "review_card" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_card_guest_due_idx" ON "review_card" USING btree ("guest_hash","due") WHERE "review_card"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_log_card_reps_uq" ON "review_log" USING btree ("card_id","reps");--> statement-breakpoint
-- the autotest's mistakes list becomes the review queue (ADR 044): each listed question a new FSRS card,
-- due since the mistake was made (a right answer of the old two-in-a-row streak is not carried over)
INSERT INTO "review_card" ("user_id", "autotest_question_id", "due", "created_at")
SELECT "user_id", "question_id", "wrong_at", "wrong_at" FROM "autotest_mistake";--> statement-breakpoint
DROP TABLE "autotest_mistake" CASCADE;
