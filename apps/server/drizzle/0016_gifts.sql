CREATE TABLE "backpack_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backpack_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"grant_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "backpack_items_count_check" CHECK ("backpack_items"."count" > 0 and "backpack_items"."used" >= 0 and "backpack_items"."used" <= "backpack_items"."count")
);
--> statement-breakpoint
CREATE TABLE "gift_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"paid_from" text NOT NULL,
	"context" text NOT NULL,
	"room_num" text,
	"coins" integer NOT NULL,
	"points" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_sends_not_self" CHECK ("gift_sends"."sender_id" <> "gift_sends"."receiver_id"),
	CONSTRAINT "gift_sends_paid_from_check" CHECK ("gift_sends"."paid_from" in ('coins', 'backpack')),
	CONSTRAINT "gift_sends_context_check" CHECK ("gift_sends"."context" in ('call', 'chat', 'profile')),
	CONSTRAINT "gift_sends_amounts_check" CHECK ("gift_sends"."coins" >= 0 and "gift_sends"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_terms" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"host_share_mille" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_terms_one_row" CHECK ("gift_terms"."id" = 1),
	CONSTRAINT "gift_terms_values_check" CHECK ("gift_terms"."host_share_mille" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image" text NOT NULL,
	"animation" text NOT NULL,
	"coins" integer NOT NULL,
	"stars" smallint NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_coins_check" CHECK ("gifts"."coins" > 0),
	CONSTRAINT "gifts_stars_check" CHECK ("gifts"."stars" between 1 and 5),
	CONSTRAINT "gifts_animation_check" CHECK ("gifts"."animation" in ('float', 'burst', 'rain', 'pulse', 'spin'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_type_check";--> statement-breakpoint
ALTER TABLE "backpack_items" ADD CONSTRAINT "backpack_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backpack_items" ADD CONSTRAINT "backpack_items_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backpack_items_grant_key" ON "backpack_items" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "backpack_items_user_idx" ON "backpack_items" USING btree ("user_id","gift_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_sends_request_key" ON "gift_sends" USING btree ("sender_id","request_key");--> statement-breakpoint
CREATE INDEX "gift_sends_receiver_idx" ON "gift_sends" USING btree ("receiver_id","id");--> statement-breakpoint
CREATE INDEX "gift_sends_sender_idx" ON "gift_sends" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "gift_sends_room_idx" ON "gift_sends" USING btree ("room_num") WHERE "gift_sends"."room_num" is not null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('text', 'image', 'gift'));--> statement-breakpoint
-- The default catalogue (original artwork in apps/web/public/gifts) and terms; operators edit the rows.
INSERT INTO "gifts" ("name", "image", "animation", "coins", "stars", "sort") VALUES
  ('Rose', '/gifts/rose.svg', 'float', 10, 1, 10),
  ('Heart', '/gifts/heart.svg', 'pulse', 20, 1, 20),
  ('Coffee', '/gifts/coffee.svg', 'float', 30, 1, 30),
  ('Star', '/gifts/star.svg', 'spin', 50, 2, 40),
  ('Balloons', '/gifts/balloons.svg', 'float', 99, 2, 50),
  ('Cake', '/gifts/cake.svg', 'burst', 199, 3, 60),
  ('Fireworks', '/gifts/fireworks.svg', 'rain', 499, 4, 70),
  ('Crown', '/gifts/crown.svg', 'spin', 999, 5, 80);--> statement-breakpoint
INSERT INTO "gift_terms" ("id", "host_share_mille") VALUES (1, 500);
