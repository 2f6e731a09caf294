ALTER TABLE "ad_copy_length_rules" ADD COLUMN "allow_half_width_kana" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_copy_length_rules" ADD COLUMN "refused_characters" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The copy's description is internal rich text, never sent to a network: no rule applies to it.
-- Google's description line is filled by the copy's body, so its rule moves there (issue 28).
UPDATE "ad_copy_length_rules" SET "field" = 'body'
  WHERE "network_code" = 'google' AND "field" = 'description'
  AND NOT EXISTS (SELECT 1 FROM "ad_copy_length_rules" "b" WHERE "b"."network_code" = 'google' AND "b"."field" = 'body');--> statement-breakpoint
DELETE FROM "ad_copy_length_rules" WHERE "field" = 'description';--> statement-breakpoint
-- Google Ads counts double-width characters as 2 (headline 30, or 15 double-width; description 90
-- or 45) and refuses emoji and half-width katakana; headlines refuse the exclamation mark. Seeded
-- rows only: a rule staff edited keeps their values.
UPDATE "ad_copy_length_rules" SET "cjk_max_length" = 15, "allow_emoji" = false, "allow_half_width_kana" = false, "refused_characters" = '!'
  WHERE "network_code" = 'google' AND "field" = 'headline' AND "update_by" IS NULL;--> statement-breakpoint
UPDATE "ad_copy_length_rules" SET "label" = 'Description', "cjk_max_length" = 45, "allow_emoji" = false, "allow_half_width_kana" = false
  WHERE "network_code" = 'google' AND "field" = 'body' AND "update_by" IS NULL;--> statement-breakpoint
-- TikTok refuses emoji (already), '#', '{' and '}' in ad text.
UPDATE "ad_copy_length_rules" SET "refused_characters" = '#{}'
  WHERE "network_code" = 'tiktok' AND "field" = 'body' AND "update_by" IS NULL;
