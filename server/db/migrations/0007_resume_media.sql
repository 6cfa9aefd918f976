CREATE TABLE "blob_deletions" (
	"blob_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resume_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reference_id" text,
	"name" text NOT NULL,
	"meta_type" smallint NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"description" text,
	"status" text DEFAULT 'ready' NOT NULL,
	"blob_key" text,
	"content_type" text,
	"size_bytes" bigint,
	"upload_id" uuid,
	"duration_seconds" real,
	"poster_blob_key" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_media_meta_type_known" CHECK ("resume_media"."meta_type" in (0, 1, 2, 5, 10, 15)),
	CONSTRAINT "resume_media_status_known" CHECK ("resume_media"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "video_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"resume_id" uuid NOT NULL,
	"size_bytes" bigint NOT NULL,
	"media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resume_media" ADD CONSTRAINT "resume_media_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_media" ADD CONSTRAINT "resume_media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_media_id_resume_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."resume_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_media_resume_idx" ON "resume_media" USING btree ("resume_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_media_user_idx" ON "resume_media" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_media_upload_idx" ON "resume_media" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "video_uploads_user_idx" ON "video_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "video_uploads_open_idx" ON "video_uploads" USING btree ("created_at") WHERE "video_uploads"."finished_at" is null;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): every deleted media row queues its files for deletion,
-- also when the row goes by cascade (its resume or its user deleted). The upload cleanup empties the queue.
CREATE FUNCTION "resume_media_queue_blob_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "blob_deletions" ("blob_key")
  SELECT key FROM (VALUES (OLD."blob_key"), (OLD."poster_blob_key")) AS keys(key)
  WHERE key IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "resume_media_queue_blob_deletion" AFTER DELETE ON "resume_media"
FOR EACH ROW EXECUTE FUNCTION "resume_media_queue_blob_deletion"();
