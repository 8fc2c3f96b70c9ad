-- Assets uploaded to a game belong to the game: when someone stops being a member (removed, or leaving),
-- the images they uploaded to it pass to the game's owner, so the game keeps its pictures and the
-- former member keeps no hold on them. (Account deletion hands them over explicitly before the user row
-- goes, since cascades run in no set order.)
CREATE FUNCTION game_member_assets_to_owner() RETURNS trigger AS $$
BEGIN
  UPDATE assets a SET owner_id = g.owner_id, updated_at = now()
    FROM games g
   WHERE g.id = OLD.game_id AND a.game_id = OLD.game_id AND a.owner_id = OLD.user_id AND g.owner_id <> OLD.user_id;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER game_members_assets_stay AFTER DELETE ON game_members FOR EACH ROW EXECUTE FUNCTION game_member_assets_to_owner();
