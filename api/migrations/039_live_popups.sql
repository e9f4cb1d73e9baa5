-- A popup published while members are on the site (issue 30): the members who would see it (its
-- line's, or every member for a site-wide one, as `site/popup` and the board's popups answer a
-- member) hear `popups` after the change commits, and read their popups again at the next
-- navigation, where they are shown the popups their page never offered. So only a popup that
-- starts to be shown is told: one added shown, switched on, or moved to another line while
-- shown; an edit, a reorder or a hiding is not (the page would show nothing for it). Told in
-- events of 500 accounts, as a note to a whole line is (migration 037).

-- `p_lines` are the lines of the popups that started to be shown; a NULL among them is site-wide.
CREATE FUNCTION live_tell_lines_members(p_topic text, p_lines bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_lines) = 0 THEN
    RETURN;
  ELSIF array_position(p_lines, NULL) IS NOT NULL THEN
    PERFORM live_changed(p_topic, array_agg(c.id))
    FROM (SELECT m.id, (row_number() OVER (ORDER BY m.id) - 1) / 500 AS chunk FROM users m WHERE m.role = 'member') c
    GROUP BY c.chunk;
  ELSE
    -- From the line's index range (user_ancestors' key), not a scan of every account.
    PERFORM live_changed(p_topic, array_agg(c.id))
    FROM (
      SELECT d.id, (row_number() OVER (ORDER BY d.id) - 1) / 500 AS chunk
      FROM (SELECT DISTINCT a.user_id AS id FROM user_ancestors a JOIN users m ON m.id = a.user_id AND m.role = 'member' WHERE a.ancestor_id = ANY (p_lines)) d
    ) c
    GROUP BY c.chunk;
  END IF;
END $$;

-- Image popups added shown.
CREATE FUNCTION live_image_popups_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_tell_lines_members('popups', ARRAY(SELECT DISTINCT p.line_id FROM added_popups p WHERE p.active));
  RETURN NULL;
END $$;
CREATE TRIGGER popups_live_added AFTER INSERT ON popups
  REFERENCING NEW TABLE AS added_popups FOR EACH STATEMENT EXECUTE FUNCTION live_image_popups_added();

-- Image popups switched on, or moved to another line while shown.
CREATE FUNCTION live_image_popups_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_tell_lines_members('popups', ARRAY(
    SELECT DISTINCT n.line_id FROM popups_after n JOIN popups_before o ON o.id = n.id
    WHERE n.active AND (NOT o.active OR n.line_id IS DISTINCT FROM o.line_id)));
  RETURN NULL;
END $$;
CREATE TRIGGER popups_live_shown AFTER UPDATE ON popups
  REFERENCING OLD TABLE AS popups_before NEW TABLE AS popups_after FOR EACH STATEMENT EXECUTE FUNCTION live_image_popups_shown();

-- Announcements of the popup kind published.
CREATE FUNCTION live_board_popups_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_tell_lines_members('popups', ARRAY(SELECT DISTINCT b.line_id FROM added_messages b WHERE b.published AND b.type = 'popup'));
  RETURN NULL;
END $$;
CREATE TRIGGER board_messages_live_added AFTER INSERT ON board_messages
  REFERENCING NEW TABLE AS added_messages FOR EACH STATEMENT EXECUTE FUNCTION live_board_popups_added();

-- Announcements that became published popups (published again, or made a popup), or moved line.
CREATE FUNCTION live_board_popups_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_tell_lines_members('popups', ARRAY(
    SELECT DISTINCT n.line_id FROM messages_after n JOIN messages_before o ON o.id = n.id
    WHERE n.published AND n.type = 'popup'
      AND (NOT o.published OR o.type <> 'popup' OR n.line_id IS DISTINCT FROM o.line_id)));
  RETURN NULL;
END $$;
CREATE TRIGGER board_messages_live_shown AFTER UPDATE ON board_messages
  REFERENCING OLD TABLE AS messages_before NEW TABLE AS messages_after FOR EACH STATEMENT EXECUTE FUNCTION live_board_popups_shown();
