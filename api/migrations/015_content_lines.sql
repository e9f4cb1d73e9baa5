-- Announcements and image popups belong to a line: the master who published them through the API
-- (`line_id`), seen by the members and partners under that master only. NULL is site-wide: the
-- seed's content and what the server's operator publishes from the command line.
ALTER TABLE board_messages ADD COLUMN line_id bigint REFERENCES users (id);
ALTER TABLE popups ADD COLUMN line_id bigint REFERENCES users (id);
