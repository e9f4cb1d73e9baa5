-- Site content may carry English beside its Korean: served to a request whose Accept-Language
-- prefers English, the Korean otherwise and whenever no English was written (NULL or empty).
ALTER TABLE carousel_slides ADD COLUMN title_en text;
ALTER TABLE marquee_items ADD COLUMN text_en text;
ALTER TABLE site_settings ADD COLUMN site_name_en text;
