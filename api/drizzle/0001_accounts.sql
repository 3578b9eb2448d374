CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(13) NOT NULL,
	"first_name" varchar(60) DEFAULT '' NOT NULL,
	"last_name" varchar(60) DEFAULT '' NOT NULL,
	"birthday" date,
	"gender" varchar(5),
	"role" varchar(10),
	"profile_type" varchar(10),
	"address_id" integer,
	"image" text,
	"email" varchar(120),
	"ball" integer DEFAULT 0 NOT NULL,
	"premium_until" timestamp with time zone,
	"telegram_chat_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_phone_unique" UNIQUE("phone"),
	CONSTRAINT "app_user_ball_nonneg" CHECK ("app_user"."ball" >= 0)
);
--> statement-breakpoint
CREATE TABLE "avatar" (
	"id" serial PRIMARY KEY NOT NULL,
	"svg" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow" (
	"follower_id" integer NOT NULL,
	"followee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "follow_not_self" CHECK ("follow"."follower_id" <> "follow"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "otp_challenge" (
	"phone" varchar(13) PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(13) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" varchar(64) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"chat_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "telegram_login_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "telegram_pending" (
	"chat_id" bigint PRIMARY KEY NOT NULL,
	"phone" varchar(13) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" varchar(300),
	CONSTRAINT "user_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_subject" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "user_subject_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "xp_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"source" varchar(20) NOT NULL,
	"ref_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_follower_id_app_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_followee_id_app_user_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subject" ADD CONSTRAINT "user_subject_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subject" ADD CONSTRAINT "user_subject_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_event" ADD CONSTRAINT "xp_event_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_followee_idx" ON "follow" USING btree ("followee_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "xp_event_user_time_idx" ON "xp_event" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_event_once_uq" ON "xp_event" USING btree ("user_id","source","ref_id");