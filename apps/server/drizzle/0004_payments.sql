CREATE TABLE "coin_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"interval" text,
	"coins" integer NOT NULL,
	"bonus_coins" integer DEFAULT 0 NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"offer_discount_percent" integer DEFAULT 0 NOT NULL,
	"offer_extra_coins" integer DEFAULT 0 NOT NULL,
	"offer_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_packages_kind_check" CHECK ("coin_packages"."kind" in ('pack', 'subscription')),
	CONSTRAINT "coin_packages_interval_check" CHECK (("coin_packages"."kind" = 'subscription') = ("coin_packages"."interval" is not null) and ("coin_packages"."interval" is null or "coin_packages"."interval" in ('week', 'month'))),
	CONSTRAINT "coin_packages_amounts_check" CHECK ("coin_packages"."coins" > 0 and "coin_packages"."bonus_coins" >= 0 and "coin_packages"."price_minor" > 0 and "coin_packages"."offer_extra_coins" >= 0 and "coin_packages"."offer_discount_percent" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_name" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"coins" integer NOT NULL,
	"bonus_coins" integer DEFAULT 0 NOT NULL,
	"first_bonus_coins" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"method" text NOT NULL,
	"saved_card_id" integer,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('processing', 'success', 'failed')),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('pack', 'subscription')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."amount_minor" > 0 and "orders"."coins" > 0 and "orders"."bonus_coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"invoice_ref" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"coins" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'canceling', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "user_pay_status" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_paid_at" timestamp with time zone,
	"vip_since" timestamp with time zone,
	"first_bonus_order_no" text,
	"new_user_coins_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_coin_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."coin_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_coin_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."coin_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pay_status" ADD CONSTRAINT "user_pay_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_packages_code_key" ON "coin_packages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref_key" ON "orders" USING btree ("provider","provider_ref") WHERE "orders"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_ref_key" ON "subscription_invoices" USING btree ("invoice_ref");--> statement-breakpoint
CREATE INDEX "subscription_invoices_subscription_idx" ON "subscription_invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_ref_key" ON "subscriptions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_running_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('active', 'canceling');