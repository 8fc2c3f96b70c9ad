-- Guests are bounded (docs/ARCHITECTURE.md, "Guests and invite links"): new ones per address, per
-- network and in all, and each expires once unused. `guest_address` now holds the address as the limits
-- count it (an IPv4 address, an IPv6 /64); `guest_network` its network (an IPv4 /24, an IPv6 /64).
ALTER TABLE users ADD COLUMN guest_network text;
CREATE INDEX users_guest_network_idx ON users (guest_network, created_at) WHERE guest;
CREATE INDEX users_guest_created_idx ON users (created_at) WHERE guest;

-- Where a guest came into a room from (its address as the limits count it), so that removing the guest
-- binds the removal to that address too: clearing the cookie and coming back as a new guest is refused.
ALTER TABLE room_players ADD COLUMN address text;
ALTER TABLE room_bans ADD COLUMN address text;
CREATE INDEX room_bans_address_idx ON room_bans (room_id, address) WHERE address IS NOT NULL;
