CREATE TABLE "ai_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"content" text NOT NULL,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_chat_messages_sender_known" CHECK ("ai_chat_messages"."sender" in ('user', 'ai'))
);
--> statement-breakpoint
CREATE TABLE "ai_task_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "ai_task_proposals_status_known" CHECK ("ai_task_proposals"."status" in ('proposed', 'confirmed', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "ai_usage_months" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_usage_months_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "ai_usage_months_used_non_negative" CHECK ("ai_usage_months"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_task_proposals" ADD CONSTRAINT "ai_task_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage_months" ADD CONSTRAINT "ai_usage_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_chat_messages_user_created_idx" ON "ai_chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_task_proposals_user_idx" ON "ai_task_proposals" USING btree ("user_id","created_at");