ALTER TABLE "question" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "difficulty" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "themed_test" ADD COLUMN "share" real;