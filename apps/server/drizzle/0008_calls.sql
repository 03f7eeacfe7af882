CREATE TABLE "call_live_parties" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_num" text NOT NULL,
	"caller_id" integer NOT NULL,
	"callee_id" integer NOT NULL,
	"media" text NOT NULL,
	"source" text NOT NULL,
	"location" integer,
	"match_id" text,
	"relation" smallint DEFAULT 0 NOT NULL,
	"phase" text DEFAULT 'ringing' NOT NULL,
	"end_reason" text,
	"ended_by" text,
	"payer_id" integer,
	"host_id" integer,
	"price_per_minute" integer DEFAULT 0 NOT NULL,
	"task_rule" text NOT NULL,
	"billing_delay_seconds" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ring_ends_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"connect_by" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"billing_starts_at" timestamp with time zone,
	"next_minute_at" timestamp with time zone,
	"low_balance_ends_at" timestamp with time zone,
	"offline_ends_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"minutes_billed" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"hold_id" text,
	"upgrade_requested_by" integer,
	"caller_video_seconds" integer,
	"callee_video_seconds" integer,
	"ring_cancel" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_not_self" CHECK ("calls"."caller_id" <> "calls"."callee_id"),
	CONSTRAINT "calls_phase_check" CHECK ("calls"."phase" in ('ringing', 'accepted', 'connected', 'ended')),
	CONSTRAINT "calls_media_check" CHECK ("calls"."media" in ('video', 'voice')),
	CONSTRAINT "calls_source_check" CHECK ("calls"."source" in ('direct', 'match', 'card', 'search', 'friend')),
	CONSTRAINT "calls_task_rule_check" CHECK ("calls"."task_rule" in ('per_minute', 'per_time', 'free')),
	CONSTRAINT "calls_end_reason_check" CHECK ("calls"."end_reason" is null or "calls"."end_reason" in ('hung_up', 'declined', 'cancelled', 'no_answer', 'failed')),
	CONSTRAINT "calls_billing_check" CHECK ("calls"."price_per_minute" >= 0 and "calls"."minutes_billed" >= 0 and "calls"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "host_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"call_price" integer DEFAULT 0 NOT NULL,
	"friends_call_price" integer DEFAULT 0 NOT NULL,
	"friends_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_settings_prices_check" CHECK ("host_settings"."call_price" >= 0 and "host_settings"."friends_call_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "call_live_parties" ADD CONSTRAINT "call_live_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_live_parties" ADD CONSTRAINT "call_live_parties_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_settings" ADD CONSTRAINT "host_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_live_parties_call_idx" ON "call_live_parties" USING btree ("call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_room_num_key" ON "calls" USING btree ("room_num");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_match_id_key" ON "calls" USING btree ("match_id") WHERE "calls"."match_id" is not null;--> statement-breakpoint
CREATE INDEX "calls_due_idx" ON "calls" USING btree ("due_at") WHERE "calls"."phase" <> 'ended';--> statement-breakpoint
CREATE INDEX "calls_caller_idx" ON "calls" USING btree ("caller_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_callee_idx" ON "calls" USING btree ("callee_id","started_at");