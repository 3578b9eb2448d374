CREATE TABLE "instance_secret" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"secret" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "instance_secret" ("name", "secret", "created_at") SELECT 'sandbox_' || "provider", "secret", "created_at" FROM "sandbox_key";--> statement-breakpoint
DROP TABLE "sandbox_key" CASCADE;
