ALTER TABLE "payment_feedback" ALTER COLUMN "reason_id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "payment_feedback_reason" ALTER COLUMN "id" SET DATA TYPE integer;