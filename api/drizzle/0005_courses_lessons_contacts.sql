CREATE TABLE "course_lesson" (
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"duration_seconds" integer NOT NULL,
	CONSTRAINT "course_lesson_course_id_position_pk" PRIMARY KEY("course_id","position"),
	CONSTRAINT "course_lesson_position_ck" CHECK ("course_lesson"."position" >= 1),
	CONSTRAINT "course_lesson_duration_ck" CHECK ("course_lesson"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"url" varchar(300) NOT NULL,
	CONSTRAINT "teacher_contact_type_ck" CHECK ("teacher_contact"."type" in ('telegram', 'instagram', 'facebook', 'linkedin', 'youtube')),
	CONSTRAINT "teacher_contact_url_ck" CHECK ("teacher_contact"."url" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "course_lesson" ADD CONSTRAINT "course_lesson_course_id_teacher_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."teacher_course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_contact" ADD CONSTRAINT "teacher_contact_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_contact_teacher_idx" ON "teacher_contact" USING btree ("teacher_id");