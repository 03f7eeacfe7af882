CREATE TABLE "host_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "host_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "host_applications_status_check" CHECK ("host_applications"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "host_applications_decided_check" CHECK (("host_applications"."status" = 'pending') = ("host_applications"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "host_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_config_single_row" CHECK ("host_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "host_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "host_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"points_per_currency_unit" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"movement_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "host_payouts_points_check" CHECK ("host_payouts"."points" > 0),
	CONSTRAINT "host_payouts_status_check" CHECK ("host_payouts"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "host_payouts_paid_check" CHECK (("host_payouts"."status" = 'paid') = ("host_payouts"."movement_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_kind_check";--> statement-breakpoint
ALTER TABLE "host_applications" ADD CONSTRAINT "host_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_applications" ADD CONSTRAINT "host_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_config" ADD CONSTRAINT "host_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_payouts" ADD CONSTRAINT "host_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_payouts" ADD CONSTRAINT "host_payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "host_applications_one_pending" ON "host_applications" USING btree ("user_id") WHERE "host_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "host_applications_user_idx" ON "host_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "host_applications_status_idx" ON "host_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "host_payouts_request_key" ON "host_payouts" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "host_payouts_user_idx" ON "host_payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "host_payouts_status_idx" ON "host_payouts" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_kind_check" CHECK ("notices"."kind" in ('reward', 'refund', 'ban', 'host', 'payout'));