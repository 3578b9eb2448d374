CREATE TABLE "click_transaction" (
	"id" serial PRIMARY KEY NOT NULL,
	"click_trans_id" bigint NOT NULL,
	"click_paydoc_id" bigint NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" varchar(10) DEFAULT 'prepared' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "click_transaction_click_trans_id_unique" UNIQUE("click_trans_id"),
	CONSTRAINT "click_transaction_state_ck" CHECK ("click_transaction"."state" in ('prepared', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payme_transaction" (
	"id" serial PRIMARY KEY NOT NULL,
	"payme_id" varchar(25) NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"payme_time" bigint NOT NULL,
	"create_time" bigint NOT NULL,
	"perform_time" bigint DEFAULT 0 NOT NULL,
	"cancel_time" bigint DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"reason" smallint,
	CONSTRAINT "payme_transaction_payme_id_unique" UNIQUE("payme_id"),
	CONSTRAINT "payme_transaction_state_ck" CHECK ("payme_transaction"."state" in (1, 2, -1, -2))
);
--> statement-breakpoint
CREATE TABLE "payment_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"reason_id" smallint,
	"custom_feedback" varchar(400),
	"platform" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_feedback_some_ck" CHECK ("payment_feedback"."reason_id" is not null or "payment_feedback"."custom_feedback" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_feedback_reason" (
	"id" smallint PRIMARY KEY NOT NULL,
	"reason_uz" varchar(200) NOT NULL,
	"reason_ru" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"month_count" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"provider" varchar(5) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"platform" varchar(10) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"granted_ms" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payment_order_amount_ck" CHECK ("payment_order"."amount" > 0),
	CONSTRAINT "payment_order_state_ck" CHECK ("payment_order"."state" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "payment_order_provider_ck" CHECK ("payment_order"."provider" in ('payme', 'click'))
);
--> statement-breakpoint
CREATE TABLE "premium_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"month_count" smallint NOT NULL,
	"price" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "premium_plan_month_count_unique" UNIQUE("month_count"),
	CONSTRAINT "premium_plan_month_ck" CHECK ("premium_plan"."month_count" between 1 and 36),
	CONSTRAINT "premium_plan_price_ck" CHECK ("premium_plan"."price" > 0),
	CONSTRAINT "premium_plan_discount_ck" CHECK ("premium_plan"."discount_percent" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "pro_feature" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" varchar(30) NOT NULL,
	"key" varchar(60) NOT NULL,
	"name_uz" varchar(200) NOT NULL,
	"name_ru" varchar(200) NOT NULL,
	"is_free" boolean NOT NULL,
	"is_pro" boolean NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_testimonial" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"rating" smallint NOT NULL,
	"comment_uz" text NOT NULL,
	"comment_ru" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_testimonial_key_unique" UNIQUE("key"),
	CONSTRAINT "user_testimonial_rating_ck" CHECK ("user_testimonial"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "click_transaction" ADD CONSTRAINT "click_transaction_order_id_payment_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payme_transaction" ADD CONSTRAINT "payme_transaction_order_id_payment_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_feedback" ADD CONSTRAINT "payment_feedback_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_feedback" ADD CONSTRAINT "payment_feedback_reason_id_payment_feedback_reason_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."payment_feedback_reason"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_plan_id_premium_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."premium_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "click_transaction_active_uq" ON "click_transaction" USING btree ("order_id") WHERE "click_transaction"."state" in ('prepared', 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "payme_transaction_active_uq" ON "payme_transaction" USING btree ("order_id") WHERE "payme_transaction"."state" in (1, 2);--> statement-breakpoint
CREATE INDEX "payme_transaction_create_idx" ON "payme_transaction" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "payment_order_user_idx" ON "payment_order" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_feature_product_key_uq" ON "pro_feature" USING btree ("product","key");