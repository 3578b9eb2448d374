ALTER TABLE "xp_event" ADD COLUMN "question_id" integer;--> statement-breakpoint
-- existing topic grants name their question; where a user earned a question's XP more than once, the
-- earliest grant is that question's (the later ones stay in the ledger, without a question)
UPDATE "xp_event" SET "question_id" = "first"."question_id"
FROM (
  SELECT DISTINCT ON (x."user_id", tq."question_id") x."id", tq."question_id"
  FROM "xp_event" x JOIN "ticket_question" tq ON tq."id" = x."ref_id"
  WHERE x."source" = 'topic'
  ORDER BY x."user_id", tq."question_id", x."created_at", x."id"
) AS "first"
WHERE "xp_event"."id" = "first"."id";--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "public_id" varchar(32) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "full_name" varchar(121);--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "correct" smallint;--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "total" smallint;--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- certificates issued before this migration freeze what they show now
UPDATE "certificate" SET
  "full_name" = btrim(btrim(coalesce(u."first_name", '')) || ' ' || btrim(coalesce(u."last_name", ''))),
  "correct" = t."correct_count",
  "total" = t."question_count",
  "finished_at" = coalesce(t."finished_at", "certificate"."issued_at")
FROM "ticket" t LEFT JOIN "app_user" u ON u."id" = t."user_id"
WHERE t."id" = "certificate"."ticket_id";--> statement-breakpoint
ALTER TABLE "certificate" ALTER COLUMN "full_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate" ALTER COLUMN "correct" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate" ALTER COLUMN "total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate" ALTER COLUMN "finished_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "earns_xp" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_question" ADD COLUMN "option_order" smallint[] DEFAULT '{0,1,2,3}'::smallint[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "xp_event_question_once_uq" ON "xp_event" USING btree ("user_id","question_id") WHERE "xp_event"."question_id" is not null;--> statement-breakpoint
-- one rating per user and test: the newest of each is kept
DELETE FROM "test_rating" r USING "test_rating" n
WHERE r."user_id" = n."user_id" AND r."test_id" = n."test_id"
  AND (r."created_at", r."id") < (n."created_at", n."id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_rating_user_test_uq" ON "test_rating" USING btree ("user_id","test_id");--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_public_id_unique" UNIQUE("public_id");
