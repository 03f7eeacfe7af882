CREATE TABLE "flow_config" (
	"product" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"liker_id" integer NOT NULL,
	"liked_id" integer NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"movement_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "likes_liker_id_liked_id_pk" PRIMARY KEY("liker_id","liked_id"),
	CONSTRAINT "likes_not_self" CHECK ("likes"."liker_id" <> "likes"."liked_id"),
	CONSTRAINT "likes_coins_check" CHECK ("likes"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"viewer_id" integer NOT NULL,
	"viewed_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_views_viewer_id_viewed_id_pk" PRIMARY KEY("viewer_id","viewed_id"),
	CONSTRAINT "profile_views_not_self" CHECK ("profile_views"."viewer_id" <> "profile_views"."viewed_id")
);
--> statement-breakpoint
CREATE TABLE "visitor_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"leave_no_trace" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_settings" ADD COLUMN "topic" smallint DEFAULT 99 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_config" ADD CONSTRAINT "flow_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_id_users_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_id_users_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewed_id_users_id_fk" FOREIGN KEY ("viewed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_settings" ADD CONSTRAINT "visitor_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_liked_idx" ON "likes" USING btree ("liked_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_views_viewed_idx" ON "profile_views" USING btree ("viewed_id","viewed_at");--> statement-breakpoint
CREATE INDEX "host_settings_topic_idx" ON "host_settings" USING btree ("topic") WHERE "host_settings"."is_host";