-- The networks' ad copy length rules (spec 2 §2.9, issue 15), as data platform staff may edit
-- afterwards (updateAdCopyLengthRule); inserted once, never overwriting an edit.
INSERT INTO "ad_copy_length_rules" ("network_code", "network_name", "field", "label", "min_length", "max_length", "shown_length", "cjk_max_length", "allow_emoji", "sequence_id") VALUES
  ('meta', 'Meta', 'headline', 'Headline', 0, 40, NULL, NULL, true, 0),
  ('meta', 'Meta', 'body', 'Primary text', 0, 2200, 125, NULL, true, 1),
  ('meta', 'Meta', 'description', 'Description', 0, 30, NULL, NULL, true, 2),
  ('google', 'Google Ads', 'headline', 'Headline', 0, 30, NULL, NULL, true, 10),
  ('google', 'Google Ads', 'description', 'Description', 0, 90, NULL, NULL, true, 11),
  ('tiktok', 'TikTok', 'body', 'Ad text', 1, 100, NULL, 50, false, 20)
ON CONFLICT ("network_code", "field") DO NOTHING;
