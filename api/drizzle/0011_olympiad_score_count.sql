CREATE TABLE "olympiad_score_count" (
	"olympiad_id" integer NOT NULL,
	"score" real NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "olympiad_score_count_olympiad_id_score_pk" PRIMARY KEY("olympiad_id","score")
);
--> statement-breakpoint
ALTER TABLE "olympiad_score_count" ADD CONSTRAINT "olympiad_score_count_olympiad_id_olympiad_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_participation" ADD CONSTRAINT "olympiad_participation_score_ck" CHECK ("olympiad_participation"."finished_at" is null or "olympiad_participation"."score" is not null);--> statement-breakpoint
-- ADR 019: the ranking's histogram follows every write of olympiad_participation in the same
-- transaction (statement triggers with transition tables: a bulk insert or a sweep is one grouped
-- upsert). Buckets are upserted in (olympiad_id, score) order so concurrent finishes never deadlock.
CREATE FUNCTION "olympiad_score_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO olympiad_score_count (olympiad_id, score, n)
      SELECT olympiad_id, score, count(*) FROM new_rows WHERE finished_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (olympiad_id, score) DO UPDATE SET n = olympiad_score_count.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE olympiad_score_count c SET n = c.n - d.n
      FROM (SELECT olympiad_id, score, count(*) AS n FROM old_rows WHERE finished_at IS NOT NULL GROUP BY 1, 2) d
      WHERE c.olympiad_id = d.olympiad_id AND c.score = d.score;
  ELSE
    INSERT INTO olympiad_score_count (olympiad_id, score, n)
      SELECT olympiad_id, score, sum(delta) FROM (
          SELECT olympiad_id, score, 1 AS delta FROM new_rows WHERE finished_at IS NOT NULL
          UNION ALL
          SELECT olympiad_id, score, -1 FROM old_rows WHERE finished_at IS NOT NULL) d
        GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (olympiad_id, score) DO UPDATE SET n = olympiad_score_count.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "olympiad_score_count_ins" AFTER INSERT ON "olympiad_participation"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "olympiad_score_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "olympiad_score_count_upd" AFTER UPDATE ON "olympiad_participation"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "olympiad_score_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "olympiad_score_count_del" AFTER DELETE ON "olympiad_participation"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "olympiad_score_count_sync"();
--> statement-breakpoint
INSERT INTO "olympiad_score_count" ("olympiad_id", "score", "n")
  SELECT "olympiad_id", "score", count(*) FROM "olympiad_participation" WHERE "finished_at" IS NOT NULL GROUP BY 1, 2;
