CREATE TABLE "activity_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" text NOT NULL,
	"kind" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"target_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "activity_entries_location_check" CHECK ("activity_entries"."location" in ('home', 'matching', 'livecam', 'task')),
	CONSTRAINT "activity_entries_kind_check" CHECK ("activity_entries"."kind" in ('web', 'match', 'livecam', 'task', 'luckyWheel'))
);
--> statement-breakpoint
CREATE TABLE "popup_shows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popup_shows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"popup_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shown_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"priority" integer DEFAULT 0 NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"countries" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"languages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_shows" integer DEFAULT 1 NOT NULL,
	"interval_hours" integer DEFAULT 24 NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"target_url" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "popups_audience_check" CHECK ("popups"."audience" in ('all', 'new', 'payer', 'nonPayer')),
	CONSTRAINT "popups_caps_check" CHECK ("popups"."max_shows" > 0 and "popups"."interval_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_check_in_days" (
	"day" smallint PRIMARY KEY NOT NULL,
	"coins" integer NOT NULL,
	CONSTRAINT "reward_check_in_days_check" CHECK ("reward_check_in_days"."day" between 1 and 7 and "reward_check_in_days"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"activity" text NOT NULL,
	"period" text NOT NULL,
	"device_id" text,
	"coins" integer NOT NULL,
	"spins" integer NOT NULL,
	"step" smallint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_claims_amounts_check" CHECK ("reward_claims"."coins" >= 0 and "reward_claims"."spins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"measure" text NOT NULL,
	"event_key" text NOT NULL,
	"amount" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_events_amount_check" CHECK ("reward_events"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_first_week_days" (
	"day" smallint PRIMARY KEY NOT NULL,
	"coins" integer NOT NULL,
	CONSTRAINT "reward_first_week_days_check" CHECK ("reward_first_week_days"."day" between 1 and 7 and "reward_first_week_days"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_spins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_spins_check" CHECK ("reward_spins"."used" >= 0 and "reward_spins"."used" <= "reward_spins"."earned")
);
--> statement-breakpoint
CREATE TABLE "reward_tasks" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"measure" text NOT NULL,
	"target" integer NOT NULL,
	"reward_coins" integer DEFAULT 0 NOT NULL,
	"reward_spins" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reward_tasks_kind_check" CHECK ("reward_tasks"."kind" in ('daily', 'once')),
	CONSTRAINT "reward_tasks_measure_check" CHECK ("reward_tasks"."measure" in ('call-completed', 'call-coins', 'friend-added', 'check-in')),
	CONSTRAINT "reward_tasks_amounts_check" CHECK ("reward_tasks"."target" > 0 and "reward_tasks"."reward_coins" >= 0 and "reward_tasks"."reward_spins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_wheel_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_wheel_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_wheel_prizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_wheel_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coins" integer NOT NULL,
	"weight" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reward_wheel_prizes_check" CHECK ("reward_wheel_prizes"."coins" > 0 and "reward_wheel_prizes"."weight" > 0)
);
--> statement-breakpoint
ALTER TABLE "popup_shows" ADD CONSTRAINT "popup_shows_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_shows" ADD CONSTRAINT "popup_shows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_events" ADD CONSTRAINT "reward_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_spins" ADD CONSTRAINT "reward_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wheel_draws" ADD CONSTRAINT "reward_wheel_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wheel_draws" ADD CONSTRAINT "reward_wheel_draws_prize_id_reward_wheel_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."reward_wheel_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_shows_user_idx" ON "popup_shows" USING btree ("user_id","popup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_user_key" ON "reward_claims" USING btree ("user_id","activity","period");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_device_key" ON "reward_claims" USING btree ("device_id","activity","period");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_events_key" ON "reward_events" USING btree ("user_id","measure","event_key");--> statement-breakpoint
CREATE INDEX "reward_events_day_idx" ON "reward_events" USING btree ("user_id","measure","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_wheel_draws_request_key" ON "reward_wheel_draws" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "reward_wheel_draws_user_idx" ON "reward_wheel_draws" USING btree ("user_id","id");--> statement-breakpoint
-- Defaults operators may edit (docs/decisions/024-rewards.md). Check-in: what each day of the 7-day cycle pays a VIP.
INSERT INTO "reward_check_in_days" ("day", "coins") VALUES (1, 10), (2, 10), (3, 20), (4, 20), (5, 30), (6, 30), (7, 50);--> statement-breakpoint
-- First-week bonus: day 1 is the UTC day of sign-up.
INSERT INTO "reward_first_week_days" ("day", "coins") VALUES (1, 10), (2, 10), (3, 10), (4, 20), (5, 20), (6, 20), (7, 30);--> statement-breakpoint
INSERT INTO "reward_tasks" ("code", "kind", "measure", "target", "reward_coins", "reward_spins", "sort") VALUES
  ('daily-check-in', 'daily', 'check-in', 1, 0, 1, 10),
  ('daily-call', 'daily', 'call-completed', 1, 10, 0, 20),
  ('daily-add-friend', 'daily', 'friend-added', 1, 5, 0, 30),
  ('daily-call-coins', 'daily', 'call-coins', 100, 10, 1, 40),
  ('first-call', 'once', 'call-completed', 1, 20, 1, 50),
  ('first-friend', 'once', 'friend-added', 1, 10, 0, 60);--> statement-breakpoint
INSERT INTO "reward_wheel_prizes" ("coins", "weight", "sort") VALUES (5, 50, 1), (10, 30, 2), (20, 15, 3), (50, 4, 4), (100, 1, 5);--> statement-breakpoint
-- The +120 given before this migration (by checkIfAddCoinForNew) counts as claimed: never given twice.
INSERT INTO "reward_claims" ("user_id", "activity", "period", "device_id", "coins", "spins", "created_at")
  SELECT "user_id", 'register-banner', 'once', NULL, 120, 0, "new_user_coins_at" FROM "user_pay_status"
  WHERE "new_user_coins_at" IS NOT NULL;--> statement-breakpoint
-- Activity boxes: the task box and the lucky wheel where the spec shows boxes.
INSERT INTO "activity_entries" ("location", "kind", "content", "target_url", "sort") VALUES
  ('home', 'task', 'Daily tasks', '/task', 1),
  ('home', 'luckyWheel', 'Lucky wheel', '/activity', 2),
  ('matching', 'task', 'Daily tasks', '/task', 1),
  ('livecam', 'luckyWheel', 'Lucky wheel', '/activity', 1),
  ('task', 'luckyWheel', 'Lucky wheel', '/activity', 1);--> statement-breakpoint
ALTER TABLE "user_pay_status" DROP COLUMN "new_user_coins_at";