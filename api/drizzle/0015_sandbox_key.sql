CREATE TABLE "sandbox_key" (
	"provider" varchar(8) PRIMARY KEY NOT NULL,
	"secret" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
