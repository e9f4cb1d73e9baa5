-- A popup published while members are on the site (issue 30): the members who would see it (its
-- line's, or every member for a site-wide one, as `seenBy` answers `site/popup` and the board's
-- popups) hear `popups` after the change commits, and read their popups again at the next
-- navigation. Told in events of 500 accounts, as a note to a whole line is (migration 037).

-- `p_lines` are the lines whose shown popups changed; a NULL among them is a site-wide one.
CREATE FUNCTION live_tell_lines_members(p_topic text, p_lines bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_lines) = 0 THEN
    RETURN;
  END IF;
  PERFORM live_changed(p_topic, array_agg(c.id))
  FROM (
    SELECT m.id, (row_number() OVER (ORDER BY m.id) - 1) / 500 AS chunk
    FROM users m
    WHERE m.role = 'member'
      AND (array_position(p_lines, NULL) IS NOT NULL
           OR m.id IN (SELECT a.user_id FROM user_ancestors a WHERE a.ancestor_id = ANY (p_lines)))
  ) c
  GROUP BY c.chunk;
END $$;

-- An image popup added, or changed while shown (a hidden or removed one need not be announced:
-- it is simply not read again).
CREATE FUNCTION live_image_popups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_tell_lines_members('popups', ARRAY(SELECT DISTINCT p.line_id FROM changed_popups p WHERE p.active));
  RETURN NULL;
END $$;
CREATE TRIGGER popups_live_added AFTER INSERT ON popups
  REFERENCING NEW TABLE AS changed_popups FOR EACH STATEMENT EXECUTE FUNCTION live_image_popups_changed();
CREATE TRIGGER popups_live_kept AFTER UPDATE ON popups
  REFERENCING NEW TABLE AS changed_popups FOR EACH STATEMENT EXECUTE FUNCTION live_image_popups_changed();

-- An announcement of the popup kind published, or changed while published.
CREATE FUNCTION live_board_popups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_tell_lines_members('popups', ARRAY(SELECT DISTINCT b.line_id FROM changed_messages b WHERE b.published AND b.type = 'popup'));
  RETURN NULL;
END $$;
CREATE TRIGGER board_messages_live_added AFTER INSERT ON board_messages
  REFERENCING NEW TABLE AS changed_messages FOR EACH STATEMENT EXECUTE FUNCTION live_board_popups_changed();
CREATE TRIGGER board_messages_live_kept AFTER UPDATE ON board_messages
  REFERENCING NEW TABLE AS changed_messages FOR EACH STATEMENT EXECUTE FUNCTION live_board_popups_changed();
