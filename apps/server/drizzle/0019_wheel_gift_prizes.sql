ALTER TABLE "reward_wheel_prizes" DROP CONSTRAINT "reward_wheel_prizes_check";--> statement-breakpoint
ALTER TABLE "reward_wheel_draws" ADD COLUMN "gift_id" integer;--> statement-breakpoint
ALTER TABLE "reward_wheel_prizes" ADD COLUMN "gift_id" integer;--> statement-breakpoint
ALTER TABLE "reward_wheel_prizes" ADD COLUMN "gift_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_wheel_prizes" ADD COLUMN "gift_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_wheel_draws" ADD CONSTRAINT "reward_wheel_draws_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wheel_prizes" ADD CONSTRAINT "reward_wheel_prizes_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wheel_prizes" ADD CONSTRAINT "reward_wheel_prizes_check" CHECK ("reward_wheel_prizes"."weight" > 0 and (("reward_wheel_prizes"."gift_id" is null and "reward_wheel_prizes"."coins" > 0) or ("reward_wheel_prizes"."gift_id" is not null and "reward_wheel_prizes"."coins" = 0 and "reward_wheel_prizes"."gift_count" > 0 and "reward_wheel_prizes"."gift_days" > 0)));