CREATE TABLE "notification_mail_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"connection_requested" boolean NOT NULL,
	"connection_accepted" boolean NOT NULL,
	"message" boolean NOT NULL,
	"application_stage" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"subject_id" uuid NOT NULL,
	"detail" text,
	"event_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('connection_requested', 'connection_accepted', 'message', 'application_stage')),
	CONSTRAINT "notifications_event_count_positive" CHECK ("notifications"."event_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "notification_mail_preferences" ADD CONSTRAINT "notification_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_subject_idx" ON "notifications" USING btree ("recipient_id","kind","subject_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at");