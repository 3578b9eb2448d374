ALTER TABLE "payment_order" DROP CONSTRAINT "payment_order_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "olympiad_participation" DROP CONSTRAINT "olympiad_participation_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_order" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "olympiad_participation" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_participation" ADD CONSTRAINT "olympiad_participation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_owner_ck" CHECK (("payment_order"."user_id" is null) = ("payment_order"."phone" is null) and ("payment_order"."user_id" is not null or "payment_order"."state" <> 'pending'));--> statement-breakpoint
ALTER TABLE "olympiad_participation" ADD CONSTRAINT "olympiad_participation_owner_ck" CHECK ("olympiad_participation"."user_id" is not null or "olympiad_participation"."finished_at" is not null);