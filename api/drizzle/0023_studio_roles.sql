CREATE TABLE "report_dismissal" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(10) NOT NULL,
	"university_id" integer,
	"learning_center_id" integer,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_role_ck" CHECK ("staff_role"."role" in ('editor', 'reviewer', 'admin', 'ops', 'partner')),
	CONSTRAINT "staff_role_scope_ck" CHECK (case when "staff_role"."role" = 'partner' then ("staff_role"."university_id" is null) <> ("staff_role"."learning_center_id" is null)
          else "staff_role"."university_id" is null and "staff_role"."learning_center_id" is null end)
);
--> statement-breakpoint
CREATE TABLE "studio_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_phone" varchar(13),
	"via" varchar(6) NOT NULL,
	"action" varchar(40) NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(80) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_dismissal" ADD CONSTRAINT "report_dismissal_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_dismissal" ADD CONSTRAINT "report_dismissal_actor_id_app_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role" ADD CONSTRAINT "staff_role_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role" ADD CONSTRAINT "staff_role_university_id_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."university"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role" ADD CONSTRAINT "staff_role_learning_center_id_learning_center_id_fk" FOREIGN KEY ("learning_center_id") REFERENCES "public"."learning_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role" ADD CONSTRAINT "staff_role_granted_by_app_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_audit" ADD CONSTRAINT "studio_audit_actor_id_app_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_dismissal_question_idx" ON "report_dismissal" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_role_user_role_uq" ON "staff_role" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "studio_audit_created_idx" ON "studio_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "studio_audit_actor_idx" ON "studio_audit" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_audit_entity_idx" ON "studio_audit" USING btree ("entity","entity_id","created_at");