CREATE TABLE "address" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_uz" varchar(120) NOT NULL,
	"name_ru" varchar(120) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"direction_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"language_id" integer NOT NULL,
	"study_form_id" integer NOT NULL,
	"grant_ball" real,
	"grant_count" integer DEFAULT 0 NOT NULL,
	"contract_ball" real,
	"contract_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direction" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_uz" varchar(300) NOT NULL,
	"name_ru" varchar(300) NOT NULL,
	"subject_1_id" integer,
	"subject_2_id" integer,
	CONSTRAINT "direction_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "study_form" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_uz" varchar(60) NOT NULL,
	"name_ru" varchar(60) NOT NULL,
	CONSTRAINT "study_form_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "study_language" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(5) NOT NULL,
	"name_uz" varchar(60) NOT NULL,
	"name_ru" varchar(60) NOT NULL,
	CONSTRAINT "study_language_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subject" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name_uz" varchar(120) NOT NULL,
	"name_ru" varchar(120) NOT NULL,
	"color" varchar(9) NOT NULL,
	"image" text,
	"mandatory" boolean DEFAULT false NOT NULL,
	CONSTRAINT "subject_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "university" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"type" varchar(10) NOT NULL,
	"name_uz" varchar(300) NOT NULL,
	"name_ru" varchar(300) NOT NULL,
	"description_uz" text NOT NULL,
	"description_ru" text NOT NULL,
	"long_description_uz" text NOT NULL,
	"long_description_ru" text NOT NULL,
	"address_id" integer,
	"address_uz" text,
	"address_ru" text,
	"logo" text,
	"image" text,
	"site" text,
	"phone" varchar(40),
	"email" varchar(120),
	"telegram" text,
	"instagram" text,
	"youtube" text,
	"youtube_embed" text,
	"file" text,
	"latitude" double precision,
	"longitude" double precision,
	"students_count" integer,
	"graduate_students_count" integer,
	"courses_count" integer,
	"experience_years_count" integer,
	"min_contract_price" integer,
	"max_contract_price" integer,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"admission_start_date" integer,
	"admission_end_date" integer,
	CONSTRAINT "university_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "admission" ADD CONSTRAINT "admission_university_id_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."university"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission" ADD CONSTRAINT "admission_direction_id_direction_id_fk" FOREIGN KEY ("direction_id") REFERENCES "public"."direction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission" ADD CONSTRAINT "admission_language_id_study_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."study_language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission" ADD CONSTRAINT "admission_study_form_id_study_form_id_fk" FOREIGN KEY ("study_form_id") REFERENCES "public"."study_form"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direction" ADD CONSTRAINT "direction_subject_1_id_subject_id_fk" FOREIGN KEY ("subject_1_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direction" ADD CONSTRAINT "direction_subject_2_id_subject_id_fk" FOREIGN KEY ("subject_2_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university" ADD CONSTRAINT "university_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_parent_idx" ON "address" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_parent_name_uq" ON "address" USING btree ("parent_id","name_uz");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_row_uq" ON "admission" USING btree ("university_id","direction_id","year","language_id","study_form_id");--> statement-breakpoint
CREATE INDEX "admission_lookup_idx" ON "admission" USING btree ("university_id","year","language_id","study_form_id");--> statement-breakpoint
CREATE INDEX "university_type_idx" ON "university" USING btree ("type");--> statement-breakpoint
CREATE INDEX "university_address_idx" ON "university" USING btree ("address_id");