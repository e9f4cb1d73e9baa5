-- Game catalog (issue 3): types -> brands (vendors) -> games. Reference data only; launching
-- a game comes later.
CREATE TABLE game_types (
  code  text PRIMARY KEY CHECK (code IN ('casino', 'slot', 'lotto')),
  sort  integer NOT NULL DEFAULT 0
);
INSERT INTO game_types (code, sort) VALUES ('casino', 1), ('slot', 2), ('lotto', 3);

CREATE TABLE game_brands (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_type  text NOT NULL REFERENCES game_types (code),
  code       text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9-]*$'),
  name       text NOT NULL,
  logo_url   text NOT NULL,
  sort       integer NOT NULL DEFAULT 0,
  active     boolean NOT NULL DEFAULT true,
  UNIQUE (game_type, code)
);
-- The public brand list: one type, active ones, by sort.
CREATE INDEX game_brands_list_idx ON game_brands (game_type, sort, id) WHERE active;

CREATE TABLE games (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id    bigint NOT NULL REFERENCES game_brands (id),
  code        text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9-]*$'),
  name        text NOT NULL,
  image_url   text NOT NULL,
  sort        integer NOT NULL DEFAULT 0,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, code)
);
-- A brand's games by sort (paging and game_count). The name search (lower(name) LIKE
-- '%...%') filters within one brand's rows, at most a few hundred, so it needs no index.
CREATE INDEX games_brand_list_idx ON games (brand_id, sort, id) WHERE active;
