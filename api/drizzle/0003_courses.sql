CREATE TABLE "course_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name_uz" varchar(120) NOT NULL,
	"name_ru" varchar(120) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "course_category_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "saved_course" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_course_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "teacher" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"full_name" varchar(160) NOT NULL,
	"specialty_uz" varchar(160) NOT NULL,
	"specialty_ru" varchar(160) NOT NULL,
	"bio_uz" text NOT NULL,
	"bio_ru" text NOT NULL,
	"avatar_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "teacher_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(140) NOT NULL,
	"teacher_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subject_id" integer,
	"language_id" smallint NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"image_sha256" varchar(64) NOT NULL,
	"lesson_count" smallint NOT NULL,
	"price" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"type" varchar(10) NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_course_slug_unique" UNIQUE("slug"),
	CONSTRAINT "teacher_course_language_ck" CHECK ("teacher_course"."language_id" in (1, 2, 3)),
	CONSTRAINT "teacher_course_type_ck" CHECK ("teacher_course"."type" in ('free', 'premium')),
	CONSTRAINT "teacher_course_price_ck" CHECK (("teacher_course"."type" = 'free' and "teacher_course"."price" = 0) or ("teacher_course"."type" = 'premium' and "teacher_course"."price" > 0)),
	CONSTRAINT "teacher_course_slug_ck" CHECK ("teacher_course"."slug" <> 'filter'),
	CONSTRAINT "teacher_course_discount_ck" CHECK ("teacher_course"."discount_percent" between 0 and 100),
	CONSTRAINT "teacher_course_rating_ck" CHECK ("teacher_course"."rating" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "saved_course" ADD CONSTRAINT "saved_course_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_course" ADD CONSTRAINT "saved_course_course_id_teacher_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."teacher_course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher" ADD CONSTRAINT "teacher_avatar_id_avatar_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_course" ADD CONSTRAINT "teacher_course_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_course" ADD CONSTRAINT "teacher_course_category_id_course_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_course" ADD CONSTRAINT "teacher_course_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_course_user_idx" ON "saved_course" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_course_subject_idx" ON "teacher_course" USING btree ("subject_id","language_id","rating");--> statement-breakpoint
CREATE INDEX "teacher_course_teacher_idx" ON "teacher_course" USING btree ("teacher_id");